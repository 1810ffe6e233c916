import type { HttpContext } from '@adonisjs/core/http'
import LandingPage from '#models/landing_page'
import { LANDING_LINKS } from '#models/landing_page'
import { publicUrl } from '#services/public_url'

export default class LandingPagesController {
  /** /l/{slug}: a merchant's menu page; unknown slugs get the landing 404 screen. */
  async show({ inertia, params, response, request }: HttpContext) {
    const landing = await LandingPage.query()
      .where('slug', params.slug)
      .preload('items', (items) => items.orderBy('sort_order').orderBy('id'))
      .preload('website')
      .first()

    if (!landing || landing.website.notFound) {
      response.status(404)
      return inertia.render('marketing/landing/show', { landing: null, groups: [] })
    }

    // items grouped by group name, groups in the order of their first item
    const groups = new Map<string, { name: string; calories: number | null; price: number }[]>()
    for (const item of landing.items) {
      const group = groups.get(item.groupName) ?? []
      group.push({ name: item.name, calories: item.calories, price: item.price })
      groups.set(item.groupName, group)
    }

    return inertia.render('marketing/landing/show', {
      landing: {
        slug: landing.slug,
        title: landing.title,
        titleEn: landing.titleEn,
        description: landing.description,
        logo: landing.logo,
        backgroundImage: landing.backgroundImage,
        colors: {
          background: landing.backgroundColor,
          text: landing.textColor,
          textActive: landing.textActiveColor,
          button: landing.buttonColor,
          buttonHover: landing.buttonHoverColor,
        },
        links: LANDING_LINKS.filter((key) => landing.links?.[key]).map((key) => ({
          type: key,
          url: landing.links[key]!,
        })),
        qrUrl: landing.enableQr ? publicUrl(request, `/l/${landing.slug}`) : null,
      },
      groups: [...groups].map(([name, items]) => ({ name, items })),
    })
  }
}
