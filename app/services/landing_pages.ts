import LandingPage from '#models/landing_page'

interface LandingItem {
  name: string
  calories: number | null
  price: number
}

/**
 * Landing (menu) pages: read by the page /l/{slug} and by /api/v1/landing/view/{slug}.
 */
export const LandingPages = {
  /** The landing page with its items in order, or null when unknown or its website is not found. */
  async find(slug: string) {
    const landing = await LandingPage.query()
      .where('slug', slug)
      .preload('items', (items) => items.orderBy('sort_order').orderBy('id'))
      .preload('website')
      .first()
    return landing && !landing.website.notFound ? landing : null
  },

  /** Items grouped by group name, groups in the order of their first item. */
  groups(landing: LandingPage) {
    const groups = new Map<string, LandingItem[]>()
    for (const item of landing.items) {
      const group = groups.get(item.groupName) ?? []
      group.push({ name: item.name, calories: item.calories, price: item.price })
      groups.set(item.groupName, group)
    }
    return [...groups].map(([name, items]) => ({ name, items }))
  },
}
