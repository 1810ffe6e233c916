import type { Infer } from '@vinejs/vine/types'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Section from '#models/section'
import type Website from '#models/website'
import type { sectionValidator } from '#validators/section'
import { DomainError } from '#exceptions/domain_error'
import { websiteChanged } from '#services/cache/site_changes'
import { countOf, freeSlug } from '#services/content_admin/slugs'
import { addWithinPlan } from '#services/records/record_support'

type SectionInput = Infer<typeof sectionValidator>

/**
 * The blog sections of a website. The tree has one level, as the content site shows it: a main section
 * has no parent, a sub-section's parent is one of the website's main sections. A section cannot be its
 * own parent, and a main section with sub-sections cannot become a sub-section (that would nest two
 * levels), so no cycle can form.
 */
export const SectionService = {
  /** Main sections first by position, each followed by its sub-sections. */
  async tree(website: Website) {
    const rows = await website
      .related('sections')
      .query()
      .withCount('posts')
      .orderBy('sort_order')
      .orderBy('id')
    const mains = rows.filter((row) => row.type === 'main' || row.parentId === null)
    return mains.map((main) => ({
      section: main,
      children: rows.filter((row) => row.parentId === main.id && row.id !== main.id),
    }))
  },

  /** The website's main sections, the parents a sub-section may have. */
  mains(website: Website, exceptId?: number) {
    return website
      .related('sections')
      .query()
      .where('type', 'main')
      .whereNot('id', exceptId ?? 0)
      .orderBy('sort_order')
      .orderBy('id')
  },

  find(website: Website, id: number | string) {
    return website.related('sections').query().where('id', id).firstOrFail()
  },

  async create(website: Website, input: SectionInput) {
    return addWithinPlan(website, 'manage_sections', Section, async (trx, nextPosition) => {
      const parentId = await parentOf(website, input, null, trx)
      return Section.create(
        {
          websiteId: website.id,
          ...(await attributesOf(website, input, parentId, undefined, trx)),
          sortOrder: input.position ?? nextPosition,
        },
        { client: trx }
      )
    })
  },

  async update(website: Website, id: number | string, input: SectionInput) {
    const section = await this.find(website, id)
    const parentId = await parentOf(website, input, section)
    section.merge({
      ...(await attributesOf(website, input, parentId, section.id)),
      sortOrder: input.position ?? section.sortOrder,
    })
    await section.save()
    await websiteChanged(website.id)
    return section
  },

  /** Deletes a section; its posts stay, without a section. A main section with sub-sections stays. */
  async destroy(website: Website, id: number | string) {
    const section = await this.find(website, id)
    const children = await countOf(
      website.related('sections').query().where('parent_id', section.id)
    )
    if (children > 0) throw new DomainError('section_has_children')
    await section.delete()
    await websiteChanged(website.id)
    return section
  },
}

/** The parent a section will have, checked against the one-level tree rules (read through `client`). */
async function parentOf(
  website: Website,
  input: SectionInput,
  section: Section | null,
  client?: QueryClientContract
) {
  if (input.type === 'main') return null
  if (!input.parent_id) throw new DomainError('section_parent_invalid')
  if (section && input.parent_id === section.id) throw new DomainError('section_parent_invalid')
  const parent = await Section.query({ client })
    .where('website_id', website.id)
    .where('id', input.parent_id)
    .where('type', 'main')
    .first()
  if (!parent) throw new DomainError('section_parent_invalid')
  if (section) {
    // a section with sub-sections stays main: becoming a sub-section would nest two levels
    const children = await countOf(
      website.related('sections').query().where('parent_id', section.id)
    )
    if (children > 0) throw new DomainError('section_has_children')
  }
  return parent.id
}

async function attributesOf(
  website: Website,
  input: SectionInput,
  parentId: number | null,
  exceptId?: number,
  client?: QueryClientContract
) {
  return {
    title: input.title,
    slug: await freeSlug('sections', website.id, input.slug, input.title, exceptId, client),
    type: input.type,
    parentId,
    isEmbedded: input.embedded ?? false,
    isFooter: input.footer ?? false,
    isFixed: input.fixed ?? false,
  }
}
