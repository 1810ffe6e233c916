import db from '@adonisjs/lucid/services/db'
import HomeSection from '#models/home_section'
import type { HomeSectionKind } from '#models/home_section'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { websiteChanged } from '#services/cache/site_changes'
import { siteKindOf, type SiteName } from '#services/content_admin/slide_service'

/** The content home's blocks when the website never arranged them (what the site shows then). */
const CONTENT_DEFAULTS: HomeSectionKind[] = ['slides', 'categories', 'recent_blogs']

/**
 * The order and visibility of a home page's blocks (both sites). The whole order is saved at once:
 * the request names every block of the site, so a block added or removed meanwhile (another tab)
 * refuses the save instead of leaving a half-ordered page.
 */
export const HomeSectionService = {
  /**
   * The blocks of a site in their order. A content site with no stored blocks shows the default
   * three; they are stored here so they can be ordered and hidden (what the site shows is unchanged).
   */
  async list(website: Website, site: SiteName) {
    const kind = siteKindOf(site)
    const rows = () =>
      website
        .related('homeSections')
        .query()
        .where('site', kind)
        .orderBy('sort_order')
        .orderBy('id')
    const current = await rows()
    if (current.length > 0 || site !== 'content') return current
    await HomeSection.createMany(
      CONTENT_DEFAULTS.map((block, index) => ({
        websiteId: website.id,
        site: kind,
        kind: block,
        sortOrder: index + 1,
        isVisible: true,
      }))
    )
    return rows()
  },

  async reorder(website: Website, site: SiteName, order: number[], hidden: number[] = []) {
    const kind = siteKindOf(site)
    await db.transaction(async (trx) => {
      const rows = await HomeSection.query({ client: trx })
        .where('website_id', website.id)
        .where('site', kind)
        .forUpdate()
      const ids = new Set(rows.map((row) => row.id))
      const same = order.length === ids.size && order.every((id) => ids.has(id))
      if (!same || hidden.some((id) => !ids.has(id)))
        throw new DomainError('home_sections_mismatch')
      const hide = new Set(hidden)
      for (const row of rows) {
        row.useTransaction(trx)
        row.merge({ sortOrder: order.indexOf(row.id) + 1, isVisible: !hide.has(row.id) })
        await row.save()
      }
    })
    await websiteChanged(website.id)
  },
}
