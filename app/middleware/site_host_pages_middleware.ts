import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { hostPath } from '#http/urls/site_paths'

/**
 * On a website's own host, the address an Inertia visit answers with (the page object's `url`, which
 * the browser shows) is the host's own (/products/3), not the route the app matched
 * (/o/{u}/products/3). The first server render gets the same from inertia/app/ssr.tsx.
 */
export default class SiteHostPagesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const site = ctx.siteHost
    if (site && ctx.inertia) {
      const inertia = ctx.inertia
      const render = inertia.render.bind(inertia)
      inertia.render = (async (...args: Parameters<typeof render>) => {
        const page = await render(...args)
        if (page && typeof page === 'object' && 'url' in page && typeof page.url === 'string') {
          page.url = hostPath(page.url, site)
        }
        return page
      }) as typeof render
    }
    return next()
  }
}
