/*
| Loaded into the app server by `npm run bench` and `node scripts/bench_export.js` (node --import, with
| --expose-gc). On SIGUSR2: the event loop's delay since the previous signal (perf_hooks
| monitorEventLoopDelay, 1 ms resolution: p50, p99 and max in ms, null at the first signal, when the
| histogram starts), then a full garbage collection and process.memoryUsage(), written to
| BENCH_HEAP_FILE (whole: written aside, then renamed). The histogram starts again 20 ms after the
| collection, so the pause of the collection itself is not counted in the next window; the file
| appears only then, so a bench that waits for it starts its measured work in the new window.
| Never loaded outside the benches.
*/
import { renameSync, writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const file = process.env.BENCH_HEAP_FILE
if (file && typeof globalThis.gc === 'function') {
  /** not started before the first signal: the rows measured before it run without its timer */
  let delay = null
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10
  process.on('SIGUSR2', () => {
    const loop = delay
      ? {
          p50: ms(delay.percentile(50)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
          samples: delay.count,
        }
      : null
    globalThis.gc()
    const memory = process.memoryUsage()
    setTimeout(() => {
      if (delay) delay.reset()
      else {
        delay = monitorEventLoopDelay({ resolution: 1 })
        delay.enable()
      }
      writeFileSync(`${file}.part`, JSON.stringify({ ...memory, loop }))
      renameSync(`${file}.part`, file)
    }, 20)
  })
}
