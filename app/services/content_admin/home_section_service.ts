import db from '@adonisjs/lucid/services/db'
import HomeSection from '#models/home_section'
import type { HomeSectionKind } from '#models/home_section'
import Form from '#models/form'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { websiteChanged } from '#services/cache/site_changes'
import { siteKindOf, siteNameOf, type SiteName } from '#services/content_admin/slide_service'

/** The content home's blocks when the website never arranged them (what the site shows then). */
const CONTENT_DEFAULTS: HomeSectionKind[] = ['slides', 'categories', 'recent_blogs']

/**
 * The order and visibility of a home page's blocks (both sites). The whole order is saved at once:
 * the request names every block of the site, so a block added or removed meanwhile (another tab)
 * refuses the save instead of leaving a half-ordered page. A form block is the one kind the merchant
 * adds and removes; the others come with the site and are only ordered and hidden.
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
        .preload('form')
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

  /** The forms a block can show: the website's active ones, by title. */
  formChoices(website: Website) {
    return Form.query()
      .where('website_id', website.id)
      .where('is_active', true)
      .orderBy('title')
      .orderBy('id')
      .select('id', 'title')
  },

  /**
   * Adds a form block at the end of a site's home, visible (the validator checked that the form is
   * one of the website's active forms). A content home's default blocks are stored first, so adding
   * a form does not take them off the page; the same form twice on one home is refused.
   */
  async addForm(website: Website, site: SiteName, formId: number) {
    if (site === 'content' && !website.supportContent)
      throw new DomainError('home_site_unavailable')
    await this.list(website, site)
    const kind = siteKindOf(site)
    const block = await db.transaction(async (trx) => {
      const rows = await HomeSection.query({ client: trx })
        .where('website_id', website.id)
        .where('site', kind)
        .forUpdate()
      if (rows.some((row) => row.kind === 'form' && row.formId === formId))
        throw new DomainError('home_form_already_added')
      return HomeSection.create(
        {
          websiteId: website.id,
          site: kind,
          kind: 'form',
          formId,
          sortOrder: Math.max(0, ...rows.map((row) => row.sortOrder)) + 1,
          isVisible: true,
        },
        { client: trx }
      )
    })
    await websiteChanged(website.id)
    return { block, site }
  },

  /** Removes a block the merchant added (a form block); the site's own blocks are hidden instead. */
  async remove(website: Website, id: number) {
    const block = await website.related('homeSections').query().where('id', id).firstOrFail()
    if (block.kind !== 'form') throw new DomainError('home_section_not_removable')
    await block.delete()
    await websiteChanged(website.id)
    return { site: siteNameOf(block.site) }
  },
}
