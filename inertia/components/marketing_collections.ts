import { route } from '~/lib/route'
import type { Privilege } from '#models/platform_section'

export type { Privilege }

/** Query of a collection's list: a category and a page (page 1 has none). */
type ListQuery = { category?: string | null; page?: number }

interface Collection {
  name: string
  lead: string
  /** the list (/academy, /blogs), optionally of one category and page */
  index: (query?: ListQuery) => string
  /** one post (/academy/{slug}, /blog/{slug}) */
  post: (slug: string) => string
}

/** The academy and the blog: the same screens over two collections of platform posts. */
export const COLLECTIONS: Record<Privilege, Collection> = {
  academy: {
    name: 'الأكاديمية',
    lead: 'أدلة عملية تساعدك على إطلاق موقعك ومتجرك وإدارته وتسويقه خطوة بخطوة.',
    index: (query) => route('marketing.academy.index', null, query),
    post: (slug) => route('marketing.academy.show', { slug }),
  },
  blog: {
    name: 'المدونة',
    lead: 'أخبار صفحتي وقصص نجاح التجار ومستجدات التجارة الإلكترونية في المملكة.',
    index: (query) => route('marketing.blog.index', null, query),
    post: (slug) => route('marketing.blog.show', { slug }),
  },
}
