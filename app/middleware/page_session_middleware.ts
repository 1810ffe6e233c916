import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import { isApiRequest } from '#http/api'

/**
 * The session, for pages only. /api/v1 is stateless (bearer tokens): it reads no session cookie and
 * writes no session row, so an API call costs no session storage.
 */
@inject()
export default class PageSessionMiddleware {
  constructor(private session: SessionMiddleware<any>) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (isApiRequest(ctx)) return next()
    return this.session.handle(ctx, next)
  }
}
