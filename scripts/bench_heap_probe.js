/*
| Loaded into the app server by `npm run bench` (node --import): on SIGUSR2, a full garbage collection
| and the process's memory figures written to BENCH_HEAP_FILE, so the bench reads the heap's floor.
| Never loaded outside the bench.
*/
import { writeFileSync } from 'node:fs'

const file = process.env.BENCH_HEAP_FILE
if (file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc()
    writeFileSync(file, JSON.stringify(process.memoryUsage()))
  })
}
