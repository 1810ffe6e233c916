// Checks a custom domain's DNS records with node:dns (resolver servers from config DNS_RESOLVERS).
import { Resolver } from 'node:dns/promises'
import domainsConfig from '#config/domains'

/** What the records of a domain say: the TXT token found, the domain pointing at the platform. */
interface DnsFindings {
  /** false also when the lookup failed for another reason than "no such record" */
  txt: boolean
  target: boolean
  /** the resolvers could not be asked (timeout, refused): nothing is known */
  unreachable: boolean
}

/** Answers that mean "no such record", as opposed to "could not ask". */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA'])

function resolver() {
  const instance = new Resolver({ timeout: 2000, tries: 2 })
  if (domainsConfig.resolvers.length > 0) instance.setServers(domainsConfig.resolvers)
  return instance
}

/** The records of one lookup, [] when there are none; throws when the resolvers could not be asked. */
async function records<T>(lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup()
  } catch (error) {
    if (NO_RECORD.has((error as { code?: string }).code ?? '')) return []
    throw error
  }
}

/** The name of the ownership TXT record of a domain: _safhati.shop.example.com */
export function txtNameOf(domain: string) {
  return `${domainsConfig.txtLabel}.${domain}`
}

/**
 * The ownership TXT record (its value is the website's token for this domain) and the routing record:
 * a CNAME to the configured host, or A records among the configured addresses. With no target
 * configured, the routing record is not checked.
 */
export async function checkDns(domain: string, token: string): Promise<DnsFindings> {
  const dns = resolver()
  try {
    const txt = await records(() => dns.resolveTxt(txtNameOf(domain)))
    const hasTxt = txt.some((chunks) => chunks.join('') === token)
    const { cnameTarget, aTargets } = domainsConfig
    let target = !cnameTarget && aTargets.length === 0
    if (!target && cnameTarget) {
      const cnames = await records(() => dns.resolveCname(domain))
      target = cnames.some((name) => name.toLowerCase().replace(/\.$/, '') === cnameTarget)
    }
    if (!target && aTargets.length > 0) {
      const addresses = await records(() => dns.resolve4(domain))
      target = addresses.some((address) => aTargets.includes(address))
    }
    return { txt: hasTxt, target, unreachable: false }
  } catch {
    return { txt: false, target: false, unreachable: true }
  }
}
