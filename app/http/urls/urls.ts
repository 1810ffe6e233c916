import router from '@adonisjs/core/services/router'
import env from '#start/env'
import type { Request } from '@adonisjs/core/http'
import { hostPath } from '#http/urls/site_paths'

type Params = Record<string, string | number>

/**
 * The path of a named route, with its params percent-encoded (Arabic slugs: a Location header must be
 * ASCII, and the router's URL builder inserts values as they are).
 */
export function urlFor(name: string, params: Params = {}, qs?: Record<string, unknown>) {
  const encoded: Params = {}
  for (const [key, value] of Object.entries(params))
    encoded[key] = encodeURIComponent(String(value))
  return router.makeUrl(name, encoded, qs ? { qs } : undefined)
}

/**
 * Absolute address of a path on this app: APP_URL when set (behind a proxy the request host may be
 * internal), otherwise the request's own host. On a website's own host (subdomain, custom domain) the
 * website's paths are that host's (/o/{u}/x -> https://{host}/x), others the platform's.
 */
export function publicUrl(request: Request, path: string): string {
  const site = request.ctx?.siteHost
  if (site) {
    const address = path ? hostPath(path, site) : ''
    return address.startsWith('http')
      ? address
      : `${request.protocol()}://${request.host()}${address}`
  }
  const base = env.get('APP_URL') || `${request.protocol()}://${request.host()}`
  return `${base.replace(/\/$/, '')}${path}`
}

/** Absolute address of a named route, for canonical links, feeds and e-mails. */
export function absoluteUrlFor(
  request: Request,
  name: string,
  params: Params = {},
  qs?: Record<string, unknown>
) {
  return publicUrl(request, urlFor(name, params, qs))
}
