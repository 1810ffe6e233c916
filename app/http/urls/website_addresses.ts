// A website's public address for mails (no request): its primary custom domain, else its subdomain, else the platform's.
import env from '#start/env'
import domainsConfig from '#config/domains'
import type Website from '#models/website'
import { PlanLimits } from '#services/plans/plan_limits'
import { primaryDomainOf } from '#services/domains/site_hosts'
import { hostPath } from '#http/urls/site_paths'
import { urlFor } from '#http/urls/urls'

/** The platform's origin without a request: APP_URL (set in production), else this server's own port. */
export function platformOrigin() {
  return (env.get('APP_URL') || `http://localhost:${env.get('PORT')}`).replace(/\/$/, '')
}

/** The absolute address of a page of the website's dashboard, for a mail to its owner. */
export function dashboardAddress(
  website: Website,
  route: string,
  params: Record<string, string | number> = {}
) {
  return `${platformOrigin()}${urlFor(route, { username: website.username, ...params })}`
}

/**
 * The absolute address of an app path (/o/{u}/orders/3) of the website, as its visitors know it: on its
 * verified primary domain, else on {username}.APP_DOMAIN when its plan has subdomains (both over
 * HTTPS, as Caddy serves them), else on the platform (/o/{u}/...).
 */
export async function websiteAddress(website: Website, appPath: string): Promise<string> {
  const primary = await primaryDomainOf(website)
  const subdomain =
    !primary && domainsConfig.appDomain && (await PlanLimits.hasFeature(website, 'subdomain'))
      ? `${website.username}.${domainsConfig.appDomain}`
      : null
  const host = primary ?? subdomain
  if (!host) return `${platformOrigin()}${appPath}`
  const path = hostPath(appPath, {
    username: website.username,
    content: domainsConfig.contentPrefix,
    platform: platformOrigin(),
  })
  return path.startsWith('/') ? `https://${host}${path}` : path
}
