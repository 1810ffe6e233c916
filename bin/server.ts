/*
| HTTP server entrypoint: `node bin/server.js` (after a build) or through the TypeScript loader.
*/
import 'reflect-metadata'
import { createServer, type Server, type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type Socket } from 'node:net'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'
import { lifecycle } from '#http/server/lifecycle'
import { ensureRequestId } from '#http/server/request_ids'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/** Whatever happens, the process is gone this long after SIGTERM (SHUTDOWN_TIMEOUT_MS, 25 s). */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000
/**
 * After SIGTERM the listening socket stays open this long (SHUTDOWN_ACCEPT_GRACE_MS, 100 ms) so the
 * connections the kernel already accepted (its backlog) are taken and answered: closing a listening
 * socket resets every connection still in its backlog, requests a client has already sent.
 */
const ACCEPT_GRACE_MS = Number(process.env.SHUTDOWN_ACCEPT_GRACE_MS ?? 100)
/** How often draining closes connections that stayed idle and ends the event streams opened since. */
const SWEEP_MS = 250
/** The event streams are ended with this retry hint: browsers reconnect (to another process) then. */
const EVENTS_RETRY_MS = 1000

/** Every open connection, with its requests in progress and what it had done at the last sweep. */
/**
 * How long a connection that has not sent its first request yet is left to send it. A client on a busy
 * machine connects and writes its request a moment later; two sweeps (500 ms) were once too few under
 * load, and the request was reset. A connection still silent after this is closed (the deadline holds).
 */
const FIRST_REQUEST_GRACE_MS = 3000

type Connection = { active: number; requests: number; since: number; mark?: string }
const connections = new Map<Socket, Connection>()
/** When the last connection was accepted: the listener closes only once none came for a while. */
let lastConnectionAt = 0
/**
 * The listener closes at the latest this long after the signal, even under a steady stream of clients
 * (SHUTDOWN_ACCEPT_MAX_MS, half the deadline, at most 10 s): the requests taken until then still have
 * the other half to finish.
 */
const ACCEPT_MAX_MS =
  Number(process.env.SHUTDOWN_ACCEPT_MAX_MS) || Math.min(10_000, SHUTDOWN_TIMEOUT_MS / 2)

/** The page cache's fast lane (app/http/pages/page_cache_fast_lane.ts), loaded once the app is ready. */
let fastLane: ((req: IncomingMessage, res: ServerResponse, requestId: string) => boolean) | null =
  null

/** The connection a response belongs to, for its 'close' (one shared listener, no closure per request). */
const CONNECTION = Symbol('connection')
type TrackedResponse = ServerResponse & { [CONNECTION]?: Connection }
function responseClosed(this: TrackedResponse) {
  const connection = this[CONNECTION]
  if (connection) connection.active--
}

function trackedServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Server {
  const httpServer = createServer((req, res: TrackedResponse) => {
    // the connection has a request in progress until its response closes (draining keeps it open)
    const connection = connections.get(req.socket)
    if (connection) {
      connection.active++
      connection.requests++
      res[CONNECTION] = connection
      res.on('close', responseClosed)
    }
    // before the app's handler: its logger, every log line of the request and a 500 page carry it
    // (the fast lane writes it with its own headers: one set before would cost a header copy)
    const requestId = ensureRequestId(req.headers)
    if (fastLane?.(req, res, requestId)) return
    res.setHeader('X-Request-Id', requestId)
    handler(req, res)
  })
  httpServer.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now()
    connections.set(socket, { active: 0, requests: 0, since: lastConnectionAt })
    socket.once('close', () => connections.delete(socket))
  })
  return httpServer
}

/**
 * Closes the connections with nothing in progress that were already idle at the previous sweep with
 * nothing read since: between two sweeps the event loop has read every socket, so a connection whose
 * request is waiting in its buffer (accepted while the loop was busy) is never taken for an idle one
 * (Node's closeIdleConnections() would reset it); a new connection gets FIRST_REQUEST_GRACE_MS for its
 * first request.
 */
function sweepIdleConnections() {
  for (const [socket, connection] of connections) {
    if (connection.active > 0) {
      connection.mark = undefined
      continue
    }
    if (connection.requests === 0 && Date.now() - connection.since < FIRST_REQUEST_GRACE_MS)
      continue
    const mark = `${connection.requests}:${socket.bytesRead}`
    if (connection.mark === mark) socket.destroy()
    else connection.mark = mark
  }
}

/** Whether a request is in progress on any connection of this process. */
function busy() {
  for (const connection of connections.values()) if (connection.active > 0) return true
  return false
}

/**
 * Keeps taking connections until this process has no request in progress and none came for
 * ACCEPT_GRACE_MS (at most ACCEPT_MAX_MS). Closing resets whatever waits to be taken: the kernel's
 * backlog, and in a cluster the connections the primary accepted for its workers. The primary hands a
 * worker one connection at a time and the next only once the worker took it, which it does between
 * two turns of its event loop: while a worker renders pages, the primary holds the others, so a quiet
 * spell of a busy worker proves nothing (with 80 requests in flight and two workers, the last worker
 * closing after a 2 s cap reset one in 2 of 5 runs). An idle worker takes a waiting connection within a
 * turn of its loop, so idle and quiet for ACCEPT_GRACE_MS means nothing waits for it; the last worker
 * of a cluster closes the shared listener only then.
 *
 * A busy event loop runs a due timer before it polls the sockets, so each check waits for a whole poll
 * phase that began after the timer: two turns of the loop (setImmediate twice). One is not enough: the
 * first immediate runs right after the poll phase it was scheduled before, and when that phase ran a
 * long page render, a connection that arrived during the render is still unread.
 */
async function acceptUntilQuiet() {
  const started = Date.now()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS))
    await new Promise((resolve) => setImmediate(resolve))
    await new Promise((resolve) => setImmediate(resolve))
    const now = Date.now()
    if (now - started >= ACCEPT_MAX_MS) return
    if (now - lastConnectionAt >= ACCEPT_GRACE_MS && !busy()) return
  }
}

/** Every app process runs the durable jobs (mails, the daily backup) unless JOBS_RUNNER=false. */
async function startJobs() {
  const { default: env } = await import('#start/env')
  if (env.get('JOBS_RUNNER') === false) return
  const { startJobRunner } = await import('#services/jobs/runner')
  startJobRunner()
}

async function stopJobs() {
  const { stopJobRunner } = await import('#services/jobs/runner')
  await stopJobRunner().catch((error) => console.error('job runner did not stop cleanly', error))
}

/** Ends every open event stream (the dashboard's /__transmit/events) with a retry hint. */
async function closeEventStreams() {
  const { default: transmit } = await import('@adonisjs/transmit/services/main')
  for (const [stream] of transmit.getManager().getAllSubscribers()) {
    if (stream.writableEnded) continue
    stream.push(`retry: ${EVENTS_RETRY_MS}\n\n`)
    stream.end()
  }
}

/**
 * SIGTERM or SIGINT: readiness answers 503 at once and every response says Connection: close; the
 * event streams end with a retry hint; the listening socket closes (after taking the kernel's backlog);
 * the requests in flight finish, idle keep-alive connections are closed; then batched work is flushed
 * and the app terminated, which closes the database, and the process exits. Closing the database only
 * after the last request has ended is the point: a request must never meet a closed pool.
 */
async function shutdown(app: ApplicationService) {
  // set before anything is awaited: a request read after the signal is already answered as draining
  if (lifecycle.draining) return
  lifecycle.draining = true
  // the job runner claims no new job from now on; the job it holds finishes before the app terminates
  const jobsStopped = stopJobs()
  const deadline = setTimeout(() => {
    console.error(`still busy ${SHUTDOWN_TIMEOUT_MS} ms after SIGTERM: exiting`)
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS)
  deadline.unref()

  const { default: server } = await import('@adonisjs/core/services/server')
  const nodeServer = server.getNodeServer()
  const sweep = setInterval(() => {
    sweepIdleConnections()
    closeEventStreams().catch(() => {})
  }, SWEEP_MS)
  try {
    await closeEventStreams()
    if (nodeServer?.listening) {
      await acceptUntilQuiet()
      await new Promise<void>((resolve) => {
        // net's close, not http's: http's also resets "idle" connections whose request is unread yet
        net.Server.prototype.close.call(nodeServer, () => resolve())
        sweepIdleConnections()
      })
    }
  } finally {
    clearInterval(sweep)
  }
  try {
    await lifecycle.flush()
    await jobsStopped
  } finally {
    await app.terminate()
  }
  process.exit(process.exitCode ?? 0)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.ready(async () => {
      const { answerFromPageCache } = await import('#http/pages/page_cache_fast_lane')
      fastLane = answerFromPageCache
      await startJobs()
    })
    app.listen('SIGTERM', () => shutdown(app))
    app.listen('SIGINT', () => shutdown(app))
  })
  .httpServer()
  .start(trackedServer)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
