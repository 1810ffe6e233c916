/*
| The app server under `npm start` (run from build/): one process, or with WEB_CONCURRENCY one process
| per core ('auto') or the number given, through node:cluster. The workers share the port; sessions
| (cookie and database), rate limits (database) and visits (each worker flushes its own batch) need
| nothing more; the per-process caches hear of every save, and the dashboards' event streams of every
| order, through the primary, which repeats a worker's message to the others. With REDIS_HOST, Redis carries all of this instead
| (saves, a shared page cache tier, visit counts, limits; SESSION_DRIVER=redis for sessions), so
| processes on several machines work together too, and the workers send the primary nothing. A worker
| that dies is replaced (not while stopping); SIGTERM and SIGINT stop every worker gracefully (each
| finishes its requests and flushes its visits), and the primary exits after the last of them.
*/
import cluster from 'node:cluster'
import os from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

// what the workers tell each other through the primary: saves ('safhati:website-changed') and the
// events of the dashboards' streams ('safhati:bus', app/services/cluster/cluster_transport.ts)
const RELAYED = new Set(['safhati:website-changed', 'safhati:bus'])
const wanted = process.env.WEB_CONCURRENCY ?? '1'
const count = wanted === 'auto' ? os.availableParallelism() : Math.max(1, Number(wanted) || 1)
// CLUSTER_SERVER: the tests run bin/server.ts through the TS loader (the workers inherit it)
const server = resolve(process.cwd(), process.env.CLUSTER_SERVER || 'bin/server.js')

if (count === 1 || !cluster.isPrimary) {
  await import(pathToFileURL(server).href)
} else {
  let stopping = false
  cluster.setupPrimary({ exec: server })
  const fork = () => {
    const worker = cluster.fork()
    worker.on('message', (message) => {
      if (!RELAYED.has(message?.type)) return
      for (const other of Object.values(cluster.workers ?? {})) {
        if (other && other.id !== worker.id) other.send(message)
      }
    })
  }
  for (let i = 0; i < count; i++) fork()
  console.log(`serving with ${count} processes (WEB_CONCURRENCY=${wanted})`)

  // a worker still running this long after SIGTERM is ended (its own deadline is SHUTDOWN_TIMEOUT_MS)
  const killAfter = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000) + 5_000
  let failed = false
  const stopWhenNoneLeft = () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0)
  }
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true
      stopWhenNoneLeft()
      return
    }
    console.error(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    fork()
  })
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) {
        // SIGTERM starts the worker's own graceful stop (bin/server.ts): it stops accepting, finishes
        // its requests, flushes its visits and exits. The primary neither disconnects it (its
        // requests would go with the channel) nor exits before the last worker has.
        worker?.process.kill('SIGTERM')
        setTimeout(() => worker?.process.kill('SIGKILL'), killAfter).unref()
      }
      stopWhenNoneLeft()
    })
  }
}
