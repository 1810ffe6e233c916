import env from '#start/env'
import type { Request } from '@adonisjs/core/http'

/**
 * Absolute address of a path on this app: APP_URL when set (behind a proxy the request host may be
 * internal), otherwise the request's own host.
 */
export function publicUrl(request: Request, path: string): string {
  const base = env.get('APP_URL') || `${request.protocol()}://${request.host()}`
  return `${base.replace(/\/$/, '')}${path}`
}
