import type HomeSection from '#models/home_section'
import type { ContentSite } from '#services/content/content_site'
import { latestPerGroup } from '#services/content/post_queries'
import type { PostGroup } from '#services/content/post_queries'
import { BlogPresenter } from '#presenters/blog_presenter'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { activeFormsById, placedForm } from '#services/forms/placed_forms'

/** Posts in a recent-blog block. */
const RECENT_LIMIT = 6

/** The blocks of a content home page that has none configured yet. */
const DEFAULT_BLOCKS = [
  { id: 0, kind: 'slides', title: null, sectionId: null, formId: null, sortOrder: 1 },
  { id: -1, kind: 'categories', title: null, sectionId: null, formId: null, sortOrder: 2 },
  { id: -2, kind: 'recent_blogs', title: null, sectionId: null, formId: null, sortOrder: 3 },
] as const

type BlockRow = Pick<HomeSection, 'id' | 'kind' | 'title' | 'sectionId' | 'formId' | 'sortOrder'>

/**
 * The content home: the website's home blocks (slides, categories, recent blogs, added forms) in the
 * order of their order value. Four queries whatever the number of blocks, sections or posts: the
 * blocks, the slides, the section tree (shared with the header) and one ranked query for every
 * recent-blog block; a fifth loads the forms of the form blocks, when there are any. A form block
 * whose form was hidden or deleted since is left out.
 */
export async function contentHomeBlocks(site: ContentSite) {
  const website = site.website
  const [rows, slides, tree] = await Promise.all([
    website
      .related('homeSections')
      .query()
      .where('site', 'content')
      .whereIn('kind', ['slides', 'categories', 'recent_blogs', 'form'])
      .orderBy('sort_order')
      .orderBy('id'),
    website.related('slides').query().where('site', 'content').orderBy('sort_order').orderBy('id'),
    site.tree(),
  ])
  // a website that never arranged its home gets the default blocks; one that did shows its visible ones
  const blocks: BlockRow[] =
    rows.length > 0
      ? rows.filter((row) => row.isVisible)
      : DEFAULT_BLOCKS.map((block) => ({ ...block }))

  const groups: PostGroup[] = blocks
    .filter((block) => block.kind === 'recent_blogs')
    .map((block) => {
      const node = tree.byId(block.sectionId)
      return { key: block.id, sectionIds: node ? tree.familyIds(node) : null }
    })
  const [recent, forms] = await Promise.all([
    latestPerGroup(website, groups, RECENT_LIMIT),
    activeFormsById(
      website,
      blocks.filter((block) => block.kind === 'form').map((block) => block.formId)
    ),
  ])

  return blocks.flatMap((block) => {
    const base = { key: `${block.kind}-${block.id}`, order: block.sortOrder, title: block.title }
    if (block.kind === 'form') {
      const form = block.formId ? forms.get(block.formId) : undefined
      if (!form) return []
      return {
        ...base,
        kind: 'form' as const,
        title: form.title,
        form: placedForm(website, form, 'content'),
      }
    }
    if (block.kind === 'slides') {
      return {
        ...base,
        kind: 'slides' as const,
        slides: slides.map(CataloguePresenter.slide),
      }
    }
    if (block.kind === 'categories') {
      // the category grid shows the sections flagged embedded; the first one is highlighted
      const embedded = tree.nodes.filter((node) => node.section.isEmbedded)
      return {
        ...base,
        kind: 'categories' as const,
        title: block.title ?? 'الأقسام',
        sections: embedded.map(BlogPresenter.section),
      }
    }
    const node = tree.byId(block.sectionId)
    const posts = tree.attachSections(recent.get(block.id) ?? [])
    return {
      ...base,
      kind: 'recent_blogs' as const,
      title: block.title ?? node?.section.title ?? 'أحدث المنشورات',
      section: node ? BlogPresenter.sectionLink(node.section) : null,
      posts: posts.map(BlogPresenter.card),
    }
  })
}

export type ContentHomeBlock = Awaited<ReturnType<typeof contentHomeBlocks>>[number]
