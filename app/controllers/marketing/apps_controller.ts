import type { HttpContext } from '@adonisjs/core/http'
import AppCategory from '#models/app_category'
import MarketplaceApp from '#models/marketplace_app'
import { PlatformPresenter } from '#presenters/platform_presenter'
import { sanitizeContent } from '#services/sanitize'
import { textParam } from '#http/urls/route_params'

/** The tabs of the support-services category, in display order. */
const SUPPORT_TABS = [
  { key: 'design', label: 'التصميم' },
  { key: 'marketing', label: 'التسويق' },
  { key: 'content', label: 'كتابة المحتوى' },
  { key: 'photography', label: 'التصوير' },
]

export default class AppsController {
  async index({ inertia }: HttpContext) {
    const categories = await AppCategory.query().withCount('apps').orderBy('sort_order')
    return inertia.render('marketing/apps/index', {
      categories: categories.map((category) => ({
        ...PlatformPresenter.appCategory(category),
        appCount: Number(category.$extras.apps_count ?? 0),
      })),
    })
  }

  async category({ inertia, params }: HttpContext) {
    const category = await AppCategory.query()
      .where('slug', textParam(params, 'slug'))
      .preload('apps', (apps) => apps.orderBy('sort_order'))
      .firstOrFail()
    const categories = await AppCategory.query().orderBy('sort_order')
    return inertia.render('marketing/apps/category', {
      category: PlatformPresenter.appCategory(category),
      categories: categories.map(PlatformPresenter.appCategory),
      apps: category.apps.map(PlatformPresenter.app),
      tabs: category.slug === 'apps-support' ? SUPPORT_TABS : [],
    })
  }

  async show({ inertia, params }: HttpContext) {
    const app = await MarketplaceApp.query()
      .where('title', textParam(params, 'title'))
      .preload('category')
      .firstOrFail()
    const related = await MarketplaceApp.query()
      .where('app_category_id', app.appCategoryId)
      .whereNot('id', app.id)
      .orderBy('sort_order')
      .limit(3)
    return inertia.render('marketing/apps/show', {
      app: { ...PlatformPresenter.app(app), details: sanitizeContent(app.details ?? '') },
      category: PlatformPresenter.appCategory(app.category),
      tab: SUPPORT_TABS.find((tab) => tab.key === app.tab) ?? null,
      related: related.map(PlatformPresenter.app),
    })
  }
}
