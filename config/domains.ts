/*
| Website addresses: subdomains of the platform's domain, custom domains and their DNS checks.
*/
import env from '#start/env'

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const domainsConfig = {
  /** {username}.appDomain serves a website whose plan has `subdomain`; null = no subdomains */
  appDomain: (env.get('APP_DOMAIN') || '').toLowerCase() || null,
  /** {username}.localhost works too outside production (development) */
  localSubdomains: env.get('NODE_ENV') !== 'production',
  /** where the content site lives on a website's own host (the store is at /) */
  contentPrefix: '/site',
  /** DNS servers the custom domains are checked with (IP or IP:port); empty = the system's */
  resolvers: list(env.get('DNS_RESOLVERS')),
  /** what a custom domain points at: a CNAME host and/or A addresses */
  cnameTarget: (env.get('DOMAIN_CNAME_TARGET') || '').toLowerCase() || null,
  aTargets: list(env.get('DOMAIN_A_TARGET')),
  /** the TXT record's name is this label under the domain: _safhati.example.com */
  txtLabel: '_safhati',
  /** a verified domain whose TXT record is gone this long is suspended */
  graceDays: 3,
}

export default domainsConfig
