import type { HttpContext } from '@adonisjs/core/http'
import PlatformPage from '#models/platform_page'
import Plan from '#models/plan'
import Website from '#models/website'
import HomeCounter from '#models/home_counter'
import WhyUsItem from '#models/why_us_item'
import { PlatformPresenter } from '#presenters/platform_presenter'
import { priceDisplay } from '#services/plan_comparison'
import { textParam } from '#http/urls/route_params'
import { searchText } from '#services/store/catalogue'
import { searchPlatform } from '#services/platform/platform_search'

/** The live demo websites of /demo (seeded by the demo seeder; absent in a production install). */
const DEMO_USERNAMES = ['demo', 'nakheel']

export default class PagesController {
  /**
   * /page/{slug}: a stored static page, or the not-found message with 404. With ?q= it is the
   * search-box variant (SPEC.md section 2): the platform's pages and posts matching the words, searched
   * as the store searches its products (searchText, foldArabic).
   */
  async show({ inertia, params, request, response }: HttpContext) {
    const asked = request.input('q') !== undefined
    const q = searchText(request.input('q'))
    const [page, results] = await Promise.all([
      PlatformPage.findBy('slug', textParam(params, 'slug')),
      q ? searchPlatform(q) : Promise.resolve([]),
    ])
    // the variant: ?q= (even empty) shows the search box, and the matches when there are words
    const search = asked ? { q, results } : null
    if (!page) {
      response.status(404)
      return inertia.render('marketing/pages/show', { page: null, search })
    }
    return inertia.render('marketing/pages/show', { page: PlatformPresenter.page(page), search })
  }

  /** /about: the stored about page, with the platform's counters and strengths. */
  async about({ inertia }: HttpContext) {
    const [page, counters, strengths] = await Promise.all([
      PlatformPage.findByOrFail('slug', 'about'),
      HomeCounter.query().orderBy('sort_order'),
      WhyUsItem.query().orderBy('sort_order').limit(3),
    ])
    return inertia.render('marketing/pages/about', {
      page: PlatformPresenter.page(page),
      counters: counters.map(PlatformPresenter.counter),
      strengths: strengths.map(PlatformPresenter.whyUs),
    })
  }

  /** /demo: the live demo websites, what each shows, and their menu pages. */
  async demo({ inertia }: HttpContext) {
    const [websites, plans] = await Promise.all([
      Website.query()
        .whereIn('username', DEMO_USERNAMES)
        .where('not_found', false)
        .preload('landingPages', (landing) => landing.select('id', 'website_id', 'slug', 'title'))
        .orderBy('id'),
      Plan.query().orderBy('sort_order'),
    ])
    return inertia.render('marketing/pages/demo', {
      websites: websites.map((website) => ({
        username: website.username,
        name: website.nameAr,
        description: website.description,
        logo: website.logo,
        supportContent: website.supportContent,
        landingPages: website.landingPages.map((landing) => ({
          slug: landing.slug,
          title: landing.title,
        })),
      })),
      plans: plans.map((plan) => ({ code: plan.code, name: plan.name, price: priceDisplay(plan) })),
    })
  }
}
