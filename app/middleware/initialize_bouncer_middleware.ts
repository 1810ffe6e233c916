import { policies } from '#policies/main'

import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Authorization is by policies only (app/policies); no free-standing abilities. */
const abilities = {}

/** The merchant's bouncer of this request (the storefront's customer bouncer is customerBouncer). */
export default class InitializeBouncerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    /**
     * Create bouncer instance for the ongoing HTTP request.
     * We will pull the user from the HTTP context.
     */
    ctx.bouncer = new Bouncer(
      () => ctx.auth.user || null,
      abilities,
      policies
    ).setContainerResolver(ctx.containerResolver)

    // Bouncer's Edge helpers (@can) are not shared with the view: the one Edge template is the Inertia
    // root, which checks nothing; pages get what they may do from their props. Sharing them deep-merged
    // an object into the request's view on every request, a POST or a cached page included.
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    bouncer: Bouncer<
      Exclude<HttpContext['auth']['user'], undefined>,
      typeof abilities,
      typeof policies
    >
  }
}
