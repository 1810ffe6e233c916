/*
| The app server under `npm start` (run from build/): one process, or with WEB_CONCURRENCY one process
| per core ('auto') or the number given, through node:cluster. The workers share the port; sessions
| (cookie and database), rate limits (database) and visits (each worker flushes its own batch) need
| nothing more; the per-process caches hear of every save through the primary, which repeats a
| worker's 'website:changed' message to the others. With REDIS_HOST, Redis carries all of this instead
| (saves, a shared page cache tier, visit counts, limits; SESSION_DRIVER=redis for sessions), so
| processes on several machines work together too, and the workers send the primary nothing. A worker
| that dies is replaced; SIGTERM and SIGINT stop every worker gracefully (each flushes its visits)
| before the primary exits.
*/
import cluster from 'node:cluster'
import os from 'node:os'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const MESSAGE = 'safhati:website-changed'
const wanted = process.env.WEB_CONCURRENCY ?? '1'
const count = wanted === 'auto' ? os.availableParallelism() : Math.max(1, Number(wanted) || 1)
const server = resolve(process.cwd(), 'bin/server.js')

if (count === 1 || !cluster.isPrimary) {
  await import(pathToFileURL(server).href)
} else {
  let stopping = false
  cluster.setupPrimary({ exec: server })
  const fork = () => {
    const worker = cluster.fork()
    worker.on('message', (message) => {
      if (message?.type !== MESSAGE) return
      for (const other of Object.values(cluster.workers ?? {})) {
        if (other && other.id !== worker.id) other.send(message)
      }
    })
  }
  for (let i = 0; i < count; i++) fork()
  console.log(`serving with ${count} processes (WEB_CONCURRENCY=${wanted})`)

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`)
    fork()
  })
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) {
        // SIGTERM starts the app's own graceful stop; disconnecting closes the shared port and the
        // message channel, and a worker still running after 15 s is ended
        worker?.process.kill('SIGTERM')
        worker?.disconnect()
        setTimeout(() => worker?.process.kill('SIGKILL'), 15_000).unref()
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
    })
  }
}
