import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { formData } from '#http/input/multipart'
import { absoluteUrlFor } from '#http/urls/urls'
import { LandingPageService } from '#services/content_admin/landing_page_service'
import { PlanLimits } from '#services/plans/plan_limits'
import { LandingPresenter } from '#presenters/dashboard/content_presenter'
import { landingPageValidator } from '#validators/landing_page'
import type { SlugMeta } from '#validators/content_fields'
import { savesTo } from '#controllers/dashboard/saved_to'

/** Every save here ends on the landing pages page with its notice. */
const saved = savesTo('dashboard.landing_pages.index')

const tmpPath = (file: unknown) => (file as MultipartFile | undefined)?.tmpPath

/** The menu page's form (multipart: `logo`, `background_image`) as LandingPageService takes it. */
async function landingInput(request: HttpContext['request'], meta: SlugMeta) {
  const data = await request.validateUsing(landingPageValidator, { data: formData(request), meta })
  return {
    ...data,
    logo: tmpPath(data.logo),
    background_image: tmpPath(data.background_image),
  }
}

/** /dashboard/{username}/landing-pages: menu pages at /l/{slug}, with their groups of items. */
export default class LandingPagesController {
  async index({ inertia, request, website }: HttpContext) {
    const [pages, limit] = await Promise.all([
      LandingPageService.list(website),
      PlanLimits.limitOf(website, 'landing_pages'),
    ])
    const used = pages.length
    return inertia.render('dashboard/landing_pages/index', {
      pages: pages.map((landing) => ({
        ...LandingPresenter.row(landing),
        url: absoluteUrlFor(request, 'marketing.landing.show', { slug: landing.slug }),
      })),
      plan: PlanLimits.usage(limit, used),
    })
  }

  async create({ inertia, website }: HttpContext) {
    return inertia.render('dashboard/landing_pages/create', {
      defaults: {
        title: website.nameAr ?? '',
        title_en: '',
        slug: '',
        description: '',
        logo: null as string | null,
        background_image: null as string | null,
        background_color: '#FFFFFF',
        text_color: '#444444',
        text_activecolor: '#328E6E',
        btn_color: '#328E6E',
        btn_hovercolor: '#26715A',
        website: '',
        another_website: '',
        snapchat_url: '',
        instagram_url: '',
        facebook_url: '',
        twitter_url: '',
        tiktok_url: '',
        youtube_url: '',
        linkedin_url: '',
        telegram_url: '',
        email: '',
        phone: '',
        enable_qr: true,
        items: [] as { group: string; name: string; calories: number | null; price: string }[],
      },
    })
  }

  /** Takes image uploads (multipart): `logo`, `background_image`. */
  async store({ request, response, session, website }: HttpContext) {
    await LandingPageService.create(website, await landingInput(request, { websiteId: website.id }))
    return saved({ response, session, website }, 'تمت إضافة صفحة المنيو')
  }

  async edit({ inertia, params, website }: HttpContext) {
    const landing = await LandingPageService.find(website, params.id)
    return inertia.render('dashboard/landing_pages/edit', {
      landing: LandingPresenter.form(landing),
    })
  }

  /** Takes image uploads (multipart): `logo`, `background_image`. */
  async update({ params, request, response, session, website }: HttpContext) {
    const landing = await LandingPageService.find(website, params.id)
    const data = await landingInput(request, { websiteId: website.id, id: landing.id })
    await LandingPageService.update(website, landing.id, data)
    return saved({ response, session, website }, 'تم حفظ صفحة المنيو')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await LandingPageService.destroy(website, params.id)
    return saved({ response, session, website }, 'تم حذف صفحة المنيو')
  }
}
