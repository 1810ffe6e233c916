import { parse } from 'node:url'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import env from '#start/env'
import domainsConfig from '#config/domains'
import { SiteHosts, subdomainUsername } from '#services/domains/site_hosts'
import { hostPath, routedPath, sharedOnSiteHost, type SiteHostInfo } from '#http/urls/site_paths'

/** The path a host of no website is routed to: matched by no route. */
const NO_WEBSITE = '/__no-website'

/** The request's website host: what the pages need, the host name and the address as asked. */
interface SiteHostContext extends SiteHostInfo {
  hostname: string
  /** the path and query the browser asked for, before it was routed under /o/{u} or /c/{u} */
  askedUrl: string
}

/**
 * Resolves the website from the Host before routing (DESIGN.md section 9, "Hosts"): on
 * {username}.APP_DOMAIN or a verified custom domain the request is routed as /o/{username}/… (the
 * content site's /site/… as /c/{username}/…), and the addresses the app answers with (redirects) are
 * turned back into the host's own. A host that is not the primary address of its website answers 301
 * to it; a subdomain no website serves is the 404 page. The platform's own hosts go on unchanged.
 */
export default class SiteHostMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const hostname = ctx.request.hostname()?.toLowerCase()
    if (!hostname) return next()
    const answer = await SiteHosts.resolve(hostname)
    if (answer.kind === 'platform') return next()
    // no route matches it: the router's 404, rendered as the 404 page
    if (answer.kind === 'missing') {
      ctx.request.parsedUrl = parse(NO_WEBSITE, false)
      return next()
    }

    const { request, response } = ctx
    const askedUrl = request.url(true)
    const safe = ['GET', 'HEAD'].includes(request.method())
    if (answer.primary && answer.primary !== hostname && safe && !sharedOnSiteHost(askedUrl)) {
      return response
        .redirect()
        .status(301)
        .toPath(`${request.protocol()}://${answer.primary}${askedUrl}`)
    }

    const site: SiteHostContext = {
      username: answer.username,
      content: domainsConfig.contentPrefix,
      platform: platformOrigin(ctx, hostname),
      hostname,
      askedUrl,
    }
    ctx.siteHost = site
    const routed = routedPath(askedUrl, site)
    if (routed !== askedUrl) request.parsedUrl = parse(routed, false)

    await next()
    for (const header of ['Location', 'X-Inertia-Location']) {
      const value = response.getHeader(header)
      if (typeof value === 'string') response.header(header, hostAddress(value, site))
    }
  }
}

/**
 * The platform's origin seen from a website's host: APP_URL when set; else the domain a subdomain
 * belongs to on the same port ({u}.localhost:3333 -> localhost:3333); else APP_DOMAIN.
 */
function platformOrigin(ctx: HttpContext, hostname: string): string {
  const appUrl = env.get('APP_URL')
  if (appUrl) return appUrl.replace(/\/$/, '')
  const protocol = ctx.request.protocol()
  const username = subdomainUsername(hostname)
  if (username !== null) {
    const port = (ctx.request.host() ?? '').match(/:\d+$/)?.[0] ?? ''
    return `${protocol}://${hostname.slice(username.length + 1)}${port}`
  }
  return domainsConfig.appDomain ? `${protocol}://${domainsConfig.appDomain}` : ''
}

/** A redirect's address for the website's host: an app path, or the platform's absolute address of one. */
function hostAddress(value: string, site: SiteHostInfo): string {
  if (value.startsWith('/') && !value.startsWith('//')) return hostPath(value, site)
  if (site.platform && value.startsWith(`${site.platform}/`)) {
    return hostPath(value.slice(site.platform.length), site)
  }
  return value
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** set on a website's own host (subdomain or custom domain); undefined on the platform's */
    siteHost?: SiteHostContext
  }
}
