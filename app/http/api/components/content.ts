// The /api/v1 components of a website's content: posts, sections, slides and home blocks.
import { t } from '#http/api/api_schema'
import { nstr, str } from '#http/api/components/fields'

/** What a merchant's post card and the platform's share after their title and slug. */
const postCard = {
  description: nstr(),
  image: nstr(),
  published_at: t.nullable(t.date()),
  section: t.nullable(t.object({ title: str(), slug: str() })),
  date: t.nullable(t.date()),
}

/** Posts (the merchants' and the platform's), sections, slides and home blocks. */
export const contentComponents = {
  PostCard: t.object({ id: t.int(), title: str(), slug: str(), ...postCard }),
  PlatformPostCard: t.object({ slug: str(), title: str(), ...postCard }),
  Section: t.object({
    id: t.int(),
    title: str(),
    slug: str(),
    image: nstr(),
    description: nstr(),
    is_embedded: t.bool(),
    is_footer: t.bool(),
    is_fixed: t.bool(),
    post_count: t.int(),
    children: t.array(t.object({ id: t.int(), title: str(), slug: str(), post_count: t.int() })),
    type: t.enum(['main', 'sub']),
    is_main: t.bool(),
    sections: t.array(t.object({ id: t.int(), slug: str(), title: str() })),
    posts: t.array(t.ref('PostCard')),
    embedded: t.bool(),
    footer: t.bool(),
    fixed: t.bool(),
  }),
  Slide: t.object({
    id: t.int(),
    image: str(),
    title: nstr(),
    description: nstr(),
    link: nstr(),
    button_text: nstr(),
    button_color: nstr(),
    button_text_color: nstr(),
    url: nstr(),
  }),
  HomeBlock: t.object(
    {
      id: t.int(),
      kind: str(),
      title: nstr(),
      order: t.int(),
      block: str({
        description:
          'SPEC.md name: categories_order, offer, recent_order, services_category, categories_content, recent_content, slider, blog_section',
      }),
      items: t.array(t.map()),
      products: t.array(t.ref('ProductCard')),
      services: t.array(t.ref('ServiceCard')),
    },
    ['products', 'services']
  ),
}
