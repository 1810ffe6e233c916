// GET /internal/tls/ask?domain=: Caddy's on-demand TLS asks whether it may get a certificate for a host.
import type { HttpContext } from '@adonisjs/core/http'
import { normalizeDomain } from '#services/domains/custom_domains'
import { SiteHosts } from '#services/domains/site_hosts'

/**
 * 200 only for a host that serves a website now: a verified custom domain of a plan with custom
 * domains, or {username}.APP_DOMAIN of a website whose plan has subdomains. Anything else is a 404
 * (not a domain name: 400), so Caddy never asks a certificate authority for it. The answer comes from
 * the host lookup the site middleware uses (one indexed lookup, kept 30 s); rate-limited per address.
 */
export default class TlsAskController {
  async show({ request, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    const domain = normalizeDomain(String(request.qs().domain ?? ''))
    if (!domain) return response.badRequest('not a domain name')
    const answer = await SiteHosts.resolve(domain)
    if (answer.kind !== 'site') return response.notFound('no website at this domain')
    return response.ok('ok')
  }
}
