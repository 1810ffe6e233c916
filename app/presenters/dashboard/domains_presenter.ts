// The dashboard's domains page: the website's addresses, each custom domain's status and DNS records.
import domainsConfig from '#config/domains'
import type WebsiteDomain from '#models/website_domain'
import type { DomainStatus } from '#models/website_domain'
import { txtNameOf } from '#services/domains/dns_check'

const STATUS_LABELS: Record<DomainStatus, string> = {
  pending: 'بانتظار التحقق',
  verified: 'يعمل',
  suspended: 'موقوف: سجل التحقق مفقود',
}

/** A DNS record the merchant creates at their domain's provider. */
interface DnsRecord {
  type: 'TXT' | 'CNAME' | 'A'
  name: string
  value: string
}

const dateOf = (value: { toFormat(format: string): string } | null) =>
  value ? value.toFormat('yyyy-MM-dd') : null

/** The records for one domain: ownership (TXT), and where it points (CNAME, else A). */
function recordsOf(row: WebsiteDomain): DnsRecord[] {
  const records: DnsRecord[] = [{ type: 'TXT', name: txtNameOf(row.domain), value: row.txtToken }]
  if (domainsConfig.cnameTarget) {
    records.push({ type: 'CNAME', name: row.domain, value: domainsConfig.cnameTarget })
  } else {
    for (const address of domainsConfig.aTargets) {
      records.push({ type: 'A', name: row.domain, value: address })
    }
  }
  return records
}

export const DomainsPresenter = {
  row(row: WebsiteDomain) {
    return {
      id: row.id,
      domain: row.domain,
      status: row.status,
      statusLabel: STATUS_LABELS[row.status],
      isPrimary: row.isPrimary,
      verifiedAt: dateOf(row.verifiedAt),
      lastCheckedAt: dateOf(row.lastCheckedAt),
      failingSince: dateOf(row.failingSince),
      records: recordsOf(row),
    }
  },

  /** The website's subdomain on the platform, when its plan has one and APP_DOMAIN is set. */
  subdomainOf(username: string, hasSubdomain: boolean) {
    return hasSubdomain && domainsConfig.appDomain ? `${username}.${domainsConfig.appDomain}` : null
  },
}

export type DomainRow = ReturnType<typeof DomainsPresenter.row>
