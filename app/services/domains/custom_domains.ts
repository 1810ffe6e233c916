// A website's custom domains (issue 30 item 2): add, verify by DNS, primary address, remove, daily re-check.
import { randomBytes } from 'node:crypto'
import { domainToASCII } from 'node:url'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import domainsConfig from '#config/domains'
import WebsiteDomain from '#models/website_domain'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import { checkDns, txtNameOf } from '#services/domains/dns_check'
import { SiteHosts, isPlatformDomain, subdomainUsername } from '#services/domains/site_hosts'

/** How many domains one website may add. */
export const DOMAINS_PER_WEBSITE = 5

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/**
 * The domain as stored: lowercase ASCII (an Arabic domain as punycode), without a scheme, path, port
 * or final dot; null when it is not a domain name of two labels or more.
 */
export function normalizeDomain(input: string): string | null {
  let value = input.trim().toLowerCase()
  value = value
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '')
  if (!value || value.includes(':') || value.includes('@')) return null
  const ascii = domainToASCII(value)
  if (!ascii || ascii.length > 253) return null
  const labels = ascii.split('.')
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null
  if (!TLD.test(labels[labels.length - 1])) return null
  return ascii
}

/** The ownership token a merchant puts in the TXT record. */
function newToken() {
  return `safhati-verify=${randomBytes(16).toString('hex')}`
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    /** a custom domain lost its TXT record for the grace period and was suspended */
    'domain:suspended': { websiteId: number; domainId: number }
  }
}

/**
 * Every operation checks the plan's `custom_domain` (the page and a crafted request get the same
 * refusal); rows are reached through the website only: another website's id is a 404.
 */
export const CustomDomains = {
  async list(website: Website) {
    return WebsiteDomain.query()
      .where('website_id', website.id)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
  },

  async find(website: Website, id: number | string) {
    return WebsiteDomain.query().where('website_id', website.id).where('id', id).firstOrFail()
  },

  async add(website: Website, input: string) {
    await PlanLimits.ensureFeature(website, 'custom_domain')
    const domain = normalizeDomain(input)
    if (!domain) throw new DomainError('custom_domain_invalid')
    if (isPlatformDomain(domain) || subdomainUsername(domain) !== null) {
      throw new DomainError('custom_domain_platform')
    }
    return db.transaction(async (trx) => {
      const existing = await WebsiteDomain.query({ client: trx }).where('domain', domain).first()
      if (existing) {
        throw new DomainError(
          existing.websiteId === website.id ? 'custom_domain_exists' : 'custom_domain_taken'
        )
      }
      const count = await WebsiteDomain.query({ client: trx })
        .where('website_id', website.id)
        .count('* as total')
      if (Number(count[0].$extras.total) >= DOMAINS_PER_WEBSITE) {
        throw new DomainError('custom_domain_limit', { limit: DOMAINS_PER_WEBSITE })
      }
      return WebsiteDomain.create(
        {
          websiteId: website.id,
          domain,
          txtToken: newToken(),
          status: 'pending',
          isPrimary: false,
        },
        { client: trx }
      )
    })
  },

  /** Checks the records now: verified when the TXT token and the routing record are there. */
  async verify(website: Website, id: number | string, now = DateTime.now()) {
    await PlanLimits.ensureFeature(website, 'custom_domain')
    const row = await this.find(website, id)
    const found = await checkDns(row.domain, row.txtToken)
    if (found.unreachable) throw new DomainError('custom_domain_dns_unreachable')
    row.lastCheckedAt = now
    if (!found.txt || !found.target) {
      await row.save()
      if (!found.txt) {
        throw new DomainError('custom_domain_txt_missing', { name: txtNameOf(row.domain) })
      }
      throw new DomainError('custom_domain_target_missing')
    }
    row.status = 'verified'
    row.verifiedAt = row.verifiedAt ?? now
    row.failingSince = null
    await row.save()
    SiteHosts.forget()
    return row
  },

  /** The website's primary address: every other host of it answers 301 here. */
  async makePrimary(website: Website, id: number | string) {
    await PlanLimits.ensureFeature(website, 'custom_domain')
    const row = await this.find(website, id)
    if (row.status !== 'verified') throw new DomainError('custom_domain_not_verified')
    await db.transaction(async (trx) => {
      await WebsiteDomain.query({ client: trx })
        .where('website_id', website.id)
        .whereNot('id', row.id)
        .update({ is_primary: false })
      row.useTransaction(trx)
      row.isPrimary = true
      await row.save()
    })
    SiteHosts.forget()
    return row
  },

  /** Back to the platform's address (the subdomain or /o/{username}) as the primary one. */
  async clearPrimary(website: Website) {
    await WebsiteDomain.query().where('website_id', website.id).update({ is_primary: false })
    SiteHosts.forget()
  },

  async remove(website: Website, id: number | string) {
    const row = await this.find(website, id)
    await row.delete()
    SiteHosts.forget()
  },

  /**
   * The daily check of every verified or suspended domain's TXT record. Missing: the first miss is
   * remembered, and after the grace period (3 days) the domain is suspended (no longer served nor
   * primary) and its owner told; found again: verified again. A resolver that cannot be asked
   * changes nothing. Returns how many were suspended.
   */
  async recheckAll(now = DateTime.now()) {
    const rows = await WebsiteDomain.query().whereIn('status', ['verified', 'suspended'])
    let suspended = 0
    for (const row of rows) {
      const found = await checkDns(row.domain, row.txtToken)
      if (found.unreachable) continue
      row.lastCheckedAt = now
      if (found.txt) {
        row.failingSince = null
        row.status = 'verified'
      } else if (row.status === 'verified') {
        row.failingSince = row.failingSince ?? now
        if (now.diff(row.failingSince, 'days').days >= domainsConfig.graceDays) {
          row.status = 'suspended'
          row.isPrimary = false
          suspended++
          await row.save()
          await emitter.emit('domain:suspended', { websiteId: row.websiteId, domainId: row.id })
          continue
        }
      }
      await row.save()
    }
    SiteHosts.forget()
    return { checked: rows.length, suspended }
  },
}
