// Which website a request's host is (issue 30): {username}.APP_DOMAIN, a verified custom domain, or the platform.
import { isIP } from 'node:net'
import env from '#start/env'
import domainsConfig from '#config/domains'
import Website from '#models/website'
import WebsiteDomain from '#models/website_domain'
import { PlanLimits } from '#services/plans/plan_limits'

type HostAnswer =
  /** not a website's host: the platform's routes */
  | { kind: 'platform' }
  /** a subdomain of the platform's domain that no website on a plan with subdomains has: 404 */
  | { kind: 'missing' }
  /** a website's host; `primary` is the verified primary custom domain the others answer 301 to */
  | { kind: 'site'; websiteId: number; username: string; primary: string | null }

/** Answers are kept a short while in each process: one lookup per host, not per request. */
const KEEP_MS = 30_000
const KEEP_MAX = 5000
const kept = new Map<string, { answer: HostAnswer; until: number }>()

/** The domains whose one-label subdomains are websites' (APP_DOMAIN; localhost in development). */
function subdomainBases(): string[] {
  const bases: string[] = []
  if (domainsConfig.appDomain) bases.push(domainsConfig.appDomain)
  if (domainsConfig.localSubdomains) bases.push('localhost')
  return bases
}

/** The platform's own host names (APP_DOMAIN, www., the APP_URL host): never a website's. */
function platformHostnames(): Set<string> {
  const names = new Set(['localhost'])
  const appDomain = domainsConfig.appDomain
  if (appDomain) names.add(appDomain).add(`www.${appDomain}`)
  const appUrl = env.get('APP_URL')
  if (appUrl) names.add(new URL(appUrl).hostname.toLowerCase())
  return names
}

/** Whether `hostname` is the platform's domain or under it (a custom domain may be neither). */
export function isPlatformDomain(hostname: string): boolean {
  const host = hostname.toLowerCase()
  for (const name of platformHostnames()) {
    if (host === name || host.endsWith(`.${name}`)) return true
  }
  return false
}

/** The username a host names as a subdomain ({u}.APP_DOMAIN, {u}.localhost), or null. */
export function subdomainUsername(hostname: string): string | null {
  for (const base of subdomainBases()) {
    if (!hostname.endsWith(`.${base}`)) continue
    const label = hostname.slice(0, -base.length - 1)
    if (label && !label.includes('.') && label !== 'www') return label
  }
  return null
}

async function websiteServing(where: { id: number } | { username: string }) {
  return Website.query().where(where).where('not_found', false).first()
}

/** The verified primary custom domain of a website whose plan has custom domains, or null. */
export async function primaryDomainOf(website: Website): Promise<string | null> {
  if (!(await PlanLimits.hasFeature(website, 'custom_domain'))) return null
  const row = await WebsiteDomain.query()
    .where('website_id', website.id)
    .where('is_primary', true)
    .where('status', 'verified')
    .first()
  return row?.domain ?? null
}

async function lookUp(hostname: string): Promise<HostAnswer> {
  const username = subdomainUsername(hostname)
  if (username !== null) {
    const website = await websiteServing({ username })
    if (!website || !(await PlanLimits.hasFeature(website, 'subdomain'))) return { kind: 'missing' }
    return {
      kind: 'site',
      websiteId: website.id,
      username,
      primary: await primaryDomainOf(website),
    }
  }
  if (isIP(hostname) || platformHostnames().has(hostname)) return { kind: 'platform' }
  const domain = await WebsiteDomain.query()
    .where('domain', hostname)
    .where('status', 'verified')
    .first()
  if (!domain) return { kind: 'platform' }
  const website = await websiteServing({ id: domain.websiteId })
  if (!website || !(await PlanLimits.hasFeature(website, 'custom_domain'))) {
    return { kind: 'platform' }
  }
  const primary = await primaryDomainOf(website)
  return { kind: 'site', websiteId: website.id, username: website.username, primary }
}

export const SiteHosts = {
  /** What a request to `hostname` (lowercase, no port) is, kept KEEP_MS in this process. */
  async resolve(hostname: string): Promise<HostAnswer> {
    const host = hostname.toLowerCase().replace(/\.$/, '')
    const now = Date.now()
    const near = kept.get(host)
    if (near && near.until > now) return near.answer
    const answer = await lookUp(host)
    if (kept.size >= KEEP_MAX) kept.clear()
    kept.set(host, { answer, until: now + KEEP_MS })
    return answer
  },

  /** What resolve() answered for `hostname` (lowercase, no port) lately, without a lookup; else undefined. */
  known(hostname: string): HostAnswer | undefined {
    const near = kept.get(hostname.toLowerCase().replace(/\.$/, ''))
    return near && near.until > Date.now() ? near.answer : undefined
  },

  /** Drops the kept answers (a domain added, verified, made primary or removed in this process). */
  forget() {
    kept.clear()
  },
}
