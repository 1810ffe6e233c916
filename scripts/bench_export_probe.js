/*
| Loaded into the app server by `node scripts/bench_export.js` (node --import): the event loop's delay,
| measured all along (perf_hooks.monitorEventLoopDelay, 1 ms resolution); on SIGUSR2 its figures since
| the previous signal and the process's memory are written to BENCH_EXPORT_PROBE_FILE, and the
| histogram starts again. Never loaded outside that benchmark.
*/
import { writeFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

const file = process.env.BENCH_EXPORT_PROBE_FILE
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round((ns / 1e6) * 10) / 10
    const memory = process.memoryUsage()
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
      })
    )
    delay.reset()
  })
}
