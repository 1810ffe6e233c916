/*
| HTTP server entrypoint: `node bin/server.js` (after a build) or through the TypeScript loader.
*/
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

/** Whatever happens, the process is gone 10 seconds after SIGTERM. */
const SHUTDOWN_DEADLINE_MS = 10_000

/**
 * SIGTERM: stop accepting (the listening socket closes; keep-alive connections get Connection: close
 * and readiness answers 503), let the requests in flight finish, flush batched work, then terminate the
 * app, which closes the database, and exit. Closing the database only after the last request has ended
 * is the point: a request must never meet a closed pool.
 */
async function shutdown(app: ApplicationService) {
  const deadline = setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS)
  deadline.unref()
  const { lifecycle } = await import('#http/lifecycle')
  if (lifecycle.draining) return
  lifecycle.draining = true
  const { default: server } = await import('@adonisjs/core/services/server')
  const nodeServer = server.getNodeServer()
  if (nodeServer?.listening) {
    await new Promise<void>((resolve) => {
      nodeServer.close(() => resolve())
      // idle keep-alive sockets would hold close() open; busy ones end after their response
      nodeServer.closeIdleConnections()
    })
  }
  try {
    await lifecycle.flush()
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
    app.listen('SIGTERM', () => shutdown(app))
    app.listenIf(app.managedByPm2, 'SIGINT', () => shutdown(app))
  })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
