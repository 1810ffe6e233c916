// The home blocks of GET /api/v1/homepage with SPEC.md's id, order, items and block names.
import { ApiSpec } from '#presenters/api_spec_presenter'

type Api = Record<string, any>

/**
 * SPEC.md section 7 names the home page's blocks (content: recent_content, categories_content; order:
 * categories_order, offer, recent_order, services_category), each with title, order and items. The API
 * keeps its ordered list of blocks (a website may have several blocks of a kind) and gives each its
 * SPEC.md name as `block`.
 */
const SPEC_BLOCK_NAMES: Record<string, string> = {
  store_categories: 'categories_order',
  offers: 'offer',
  recent_products: 'recent_order',
  services_category: 'services_category',
  recent_services: 'services_category',
  categories: 'categories_content',
  recent_blogs: 'recent_content',
  slider: 'slider',
  slides: 'slider',
  blog_section: 'blog_section',
}

/** The list a block shows, with SPEC.md's product and service fields. */
function itemsOf(block: Api): Api[] {
  if (block.products) return block.products
  if (block.services) return block.services
  if (block.slides) return block.slides
  if (block.categories) return block.categories
  if (block.posts) return block.posts
  if (block.sections) return block.sections
  return []
}

/** Every block with `id` (content blocks are keyed `${kind}-${id}`), `order`, `block` and `items`. */
export function specHomeBlocks(value: unknown): Api[] {
  return (value as Api[]).map((raw, index) => {
    const block: Api = { ...raw }
    if (block.products) block.products = block.products.map(ApiSpec.product)
    if (block.services) block.services = block.services.map(ApiSpec.service)
    if (block.slides) block.slides = block.slides.map(ApiSpec.slide)
    if (block.posts) block.posts = block.posts.map(ApiSpec.postCard)
    const id =
      typeof block.id === 'number'
        ? block.id
        : Number(/-(-?\d+)$/.exec(String(block.key ?? ''))?.[1] ?? Number.NaN)
    return {
      ...block,
      id: Number.isInteger(id) ? id : index + 1,
      order: typeof block.order === 'number' ? block.order : index + 1,
      block: SPEC_BLOCK_NAMES[block.kind] ?? block.kind,
      items: itemsOf(block),
    }
  })
}
