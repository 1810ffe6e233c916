import { PlanVisibility } from '#services/plans/plan_visibility'
import type Website from '#models/website'
import type HomeSection from '#models/home_section'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import type {
  ProductCard,
  ServiceCard,
  SlideData,
  StoreCategoryData,
} from '#presenters/catalogue_presenter'
import type { PostCard } from '#presenters/blog_presenter'
import { StoreBlog } from '#services/store/blog'
import type { SectionNode } from '#services/store/blog'
import { defaultHomeBlocks } from '#services/store/default_home'
import { activeFormsById, placedForm, type PlacedForm } from '#services/forms/placed_forms'

/** Cards in one home carousel. */
const PER_BLOCK = 12

interface BlockBase {
  id: number
  title: string | null
}

export type HomeBlock =
  | (BlockBase & { kind: 'slider'; slides: SlideData[] })
  | (BlockBase & { kind: 'store_categories'; categories: StoreCategoryData[] })
  | (BlockBase & { kind: 'offers'; products: ProductCard[] })
  | (BlockBase & {
      kind: 'recent_products'
      category: { name: string; slug: string } | null
      products: ProductCard[]
    })
  | (BlockBase & {
      kind: 'blog_section'
      /** embedded main sections, the highlighted one first */
      sections: Omit<SectionNode, 'children' | 'isEmbedded'>[]
      posts: PostCard[]
    })
  | (BlockBase & {
      kind: 'services_category'
      category: { name: string; slug: string }
      services: ServiceCard[]
    })
  /** the newest services of a store with no arranged home (default_home.ts) */
  | (BlockBase & { kind: 'recent_services'; services: ServiceCard[] })
  /** a merchant form, sent to its own submit route (its title is the form's) */
  | (BlockBase & { kind: 'form'; form: PlacedForm })

/**
 * The storefront home: its blocks in the order of each block's order value, each filled with what it
 * shows. The number of queries depends only on which kinds of block the website uses, never on the
 * size of the catalogue or the number of blocks: related rows are eager-loaded with a per-group limit.
 *
 * A store whose merchant never arranged its home (no storefront section at all, hidden ones count as
 * arranged) shows its newest categories, products and services, so it sells on day one; form blocks
 * the merchant added (the only kind added, not arranged) follow them. A form block whose form was
 * hidden or deleted since is left out.
 */
export async function buildHomePage(website: Website): Promise<HomeBlock[]> {
  const arranged = await website
    .related('homeSections')
    .query()
    .where('site', 'order')
    .orderBy('sort_order')
    .orderBy('id')
  const sections = arranged.filter((section) => section.isVisible)
  const forms = await activeFormsById(
    website,
    sections.filter((section) => section.kind === 'form').map((section) => section.formId)
  )
  const formBlock = (section: HomeSection): HomeBlock[] => {
    const form = section.formId ? forms.get(section.formId) : undefined
    return form
      ? [
          {
            id: section.id,
            title: form.title,
            kind: 'form',
            form: placedForm(website, form, 'store'),
          },
        ]
      : []
  }
  if (!arranged.some((section) => section.kind !== 'form')) {
    return [...(await defaultHomeBlocks(website)), ...sections.flatMap(formBlock)]
  }

  const kinds = new Set(sections.map((section) => section.kind))
  const idsOf = (kind: HomeSection['kind'], key: 'storeCategoryId' | 'serviceCategoryId') => [
    ...new Set(
      sections
        .filter((section) => section.kind === kind && section[key])
        .map((section) => section[key]!)
    ),
  ]
  const productCategoryIds = idsOf('recent_products', 'storeCategoryId')
  const serviceCategoryIds = idsOf('services_category', 'serviceCategoryId')
  const needsRecent = sections.some(
    (section) => section.kind === 'recent_products' && !section.storeCategoryId
  )
  const withBlog = website.supportContent && kinds.has('blog_section')

  // what is over the plan's counts stays hidden (plan_visibility)
  const visible = await PlanVisibility.rules(website)
  const [productCategories, serviceCategories, slides, categories, offers, recent, tree] =
    await Promise.all([
      // the products of every category block at once, the database keeping 12 per category
      productCategoryIds.length
        ? website
            .related('storeCategories')
            .query()
            .whereIn('id', productCategoryIds)
            .preload('products', (products) => {
              visible.products(products)
              products
                .where('website_id', website.id)
                .where('is_active', true)
                .groupOrderBy('id', 'desc')
                .groupLimit(PER_BLOCK)
            })
        : [],
      serviceCategoryIds.length
        ? website
            .related('serviceCategories')
            .query()
            .whereIn('id', serviceCategoryIds)
            .preload('services', (services) => {
              visible.services(services)
              services
                .where('website_id', website.id)
                .where('is_active', true)
                .groupOrderBy('sort_order', 'asc')
                .groupLimit(PER_BLOCK)
            })
        : [],
      kinds.has('slider')
        ? website
            .related('slides')
            .query()
            .where('site', 'order')
            .orderBy('sort_order')
            .orderBy('id')
        : [],
      kinds.has('store_categories')
        ? website
            .related('storeCategories')
            .query()
            .withCount('products', (query) => visible.products(query.where('is_active', true)))
            .orderBy('sort_order')
            .orderBy('id')
        : [],
      kinds.has('offers')
        ? website
            .related('products')
            .query()
            .where('is_active', true)
            .where(visible.products)
            .whereNotNull('old_price')
            .whereColumn('old_price', '>', 'price')
            .orderBy('sort_order')
            .orderBy('id', 'desc')
            .limit(PER_BLOCK)
        : [],
      needsRecent
        ? website
            .related('products')
            .query()
            .where('is_active', true)
            .where(visible.products)
            .orderBy('id', 'desc')
            .limit(PER_BLOCK)
        : [],
      withBlog ? StoreBlog.sectionTree(website) : ([] as SectionNode[]),
    ])
  const productCategoryById = new Map(productCategories.map((category) => [category.id, category]))
  const serviceCategoryById = new Map(serviceCategories.map((category) => [category.id, category]))

  const embedded = tree.filter((main) => main.isEmbedded)
  const highlighted = (section: HomeSection) => {
    const first = embedded.find((main) => main.id === section.sectionId)
    return first ? [first, ...embedded.filter((main) => main !== first)] : embedded
  }
  const blogPosts = withBlog
    ? await StoreBlog.latestPostsBySection(
        website,
        sections
          .filter((section) => section.kind === 'blog_section')
          .map((section) => highlighted(section)[0])
          .filter((main): main is SectionNode => Boolean(main)),
        PER_BLOCK
      )
    : new Map<number, PostCard[]>()

  const blocks: HomeBlock[] = []
  for (const section of sections) {
    const base = { id: section.id, title: section.title }
    switch (section.kind) {
      case 'slider':
        if (slides.length)
          blocks.push({ ...base, kind: 'slider', slides: slides.map(CataloguePresenter.slide) })
        break
      case 'store_categories':
        if (categories.length) {
          blocks.push({
            ...base,
            kind: 'store_categories',
            categories: categories.map(CataloguePresenter.storeCategory),
          })
        }
        break
      case 'offers':
        if (offers.length) {
          blocks.push({
            ...base,
            kind: 'offers',
            products: offers.map(CataloguePresenter.productCard),
          })
        }
        break
      case 'recent_products': {
        const category = section.storeCategoryId
          ? productCategoryById.get(section.storeCategoryId)
          : null
        if (section.storeCategoryId && !category) break
        const products = category ? category.products : recent
        if (products.length) {
          blocks.push({
            ...base,
            kind: 'recent_products',
            category: category ? { name: category.name, slug: category.slug } : null,
            products: products.map(CataloguePresenter.productCard),
          })
        }
        break
      }
      case 'blog_section': {
        if (!withBlog) break
        const ordered = highlighted(section)
        if (!ordered.length) break
        blocks.push({
          ...base,
          kind: 'blog_section',
          sections: ordered.map(({ children, isEmbedded, ...main }) => main),
          posts: blogPosts.get(ordered[0].id) ?? [],
        })
        break
      }
      case 'services_category': {
        const category = section.serviceCategoryId
          ? serviceCategoryById.get(section.serviceCategoryId)
          : null
        if (!category || !category.services.length) break
        blocks.push({
          ...base,
          kind: 'services_category',
          category: { name: category.name, slug: category.slug },
          services: category.services.map(CataloguePresenter.serviceCard),
        })
        break
      }
      case 'form':
        blocks.push(...formBlock(section))
        break
    }
  }
  return blocks
}
