import type { Infer } from '@vinejs/vine/types'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Page from '#models/page'
import type Website from '#models/website'
import type { pageValidator } from '#validators/page'
import { websiteChanged } from '#services/cache/site_changes'
import { sanitizeContent } from '#services/sanitize'
import { freeSlug } from '#services/content_admin/slugs'
import { addWithinPlan } from '#services/records/record_support'

type PageInput = Infer<typeof pageValidator>
type PagePlacement = PageInput['placement']

/** Where a page is listed, from its two menu flags. */
export function placementOf(page: Pick<Page, 'inHeader' | 'inFooter'>): PagePlacement {
  if (page.inHeader) return 'header'
  if (page.inFooter) return 'footer'
  return 'none'
}

/**
 * The custom pages of a website (/o/{username}/p/{slug}). The placement sets the menu flags the two
 * sites' headers and footers read, so a save moves the link at once. The content is cleaned before it
 * is stored, as a post's is.
 */
export const PageService = {
  list(website: Website) {
    return website.related('pages').query().orderBy('sort_order').orderBy('id')
  },

  find(website: Website, id: number | string) {
    return website.related('pages').query().where('id', id).firstOrFail()
  },

  /** The page at its public address; null when the website has none there. */
  findBySlug(website: Website, slug: string) {
    return website.related('pages').query().where('slug', slug).first()
  },

  async create(website: Website, input: PageInput) {
    return addWithinPlan(website, 'manage_pages', Page, async (trx, nextPosition) =>
      Page.create(
        {
          websiteId: website.id,
          ...(await attributesOf(website, input, undefined, trx)),
          sortOrder: nextPosition,
        },
        { client: trx }
      )
    )
  },

  async update(website: Website, id: number | string, input: PageInput) {
    const page = await this.find(website, id)
    page.merge(await attributesOf(website, input, page.id))
    await page.save()
    await websiteChanged(website.id)
    return page
  },

  async destroy(website: Website, id: number | string) {
    const page = await this.find(website, id)
    await page.delete()
    await websiteChanged(website.id)
    return page
  },
}

async function attributesOf(
  website: Website,
  input: PageInput,
  exceptId?: number,
  client?: QueryClientContract
) {
  return {
    name: input.name,
    slug: await freeSlug('pages', website.id, input.slug, input.name, exceptId, client),
    description: input.description ?? null,
    content: sanitizeContent(input.content),
    inHeader: input.placement === 'header',
    inFooter: input.placement === 'footer',
    formId: input.formId ?? null,
  }
}
