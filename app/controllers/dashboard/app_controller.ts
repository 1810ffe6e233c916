// The installable dashboard's files: the web manifest, the service worker and the offline page (no session, no cookie).
import type { HttpContext } from '@adonisjs/core/http'
import { appScope, AppShell } from '#http/pages/app_shell'

/** Revalidated on every use: a new build is seen at once (a 304 while unchanged). */
const REVALIDATE = 'no-cache'

export default class AppController {
  async manifest({ response }: HttpContext) {
    response.header('Content-Type', 'application/manifest+json; charset=utf-8')
    response.header('Cache-Control', REVALIDATE)
    return response.send(JSON.stringify(AppShell.manifest()))
  }

  /** Served from /dashboard/sw.js for the whole of /dashboard (Service-Worker-Allowed). */
  async worker({ response }: HttpContext) {
    response.header('Content-Type', 'text/javascript; charset=utf-8')
    response.header('Service-Worker-Allowed', appScope())
    response.header('Cache-Control', REVALIDATE)
    return response.send(await AppShell.worker())
  }

  /** The Arabic page the worker shows when the network is gone; it holds nothing private. */
  async offline({ response }: HttpContext) {
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Cache-Control', REVALIDATE)
    return response.send(await AppShell.offlinePage())
  }
}
