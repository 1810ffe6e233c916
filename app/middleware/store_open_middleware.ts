import type { HttpContext } from '@adonisjs/core/http'
import { storeContact } from '#services/websites/store_contact'
import type { NextFn } from '@adonisjs/core/types/http'
import { urlFor } from '#http/urls/urls'

/**
 * A website its merchant has not opened yet (websites.is_open, set by StoreOpening): its public sites,
 * the storefront /o/{username} and the content site /c/{username} alike, show one branded "coming
 * soon" page at every address, and take no order, booking, sign-up or message. The merchant, signed
 * in, passes through and previews everything as it will be.
 *
 * The coming-soon page is a 200 (the address exists and will open) marked noindex, so the page cache
 * keeps it for anonymous visitors like any page; opening the store saves the website row, whose save
 * drops every kept page of the website.
 */
export default class StoreOpenMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { website, request, response } = ctx
    if (website.isOpen) return next()
    const merchant = ctx.auth.use('web').user
    if (merchant && merchant.id === website.userId) return next()

    const contentSite = ctx.route?.name?.startsWith('content.') ?? false
    const home = urlFor(contentSite ? 'content.home.show' : 'store.home.show', {
      username: website.username,
    })
    if (!['GET', 'HEAD'].includes(request.method())) {
      // a form sent from a page kept before the store was closed: back to the coming-soon page
      return response.redirect().status(303).toPath(home)
    }
    // feeds and sitemaps are for machines: a closed website has none yet
    if (ctx.route?.name?.startsWith('content.feeds.')) {
      return response.notFound('')
    }
    response.header('X-Robots-Tag', 'noindex')
    // a middleware's return value is not the body (a controller's is): the page is sent here
    const page = await ctx.inertia.render('store/coming_soon', {
      description: website.description,
      whatsapp: storeContact(website).whatsapp,
    })
    response.send(page)
    return page
  }
}
