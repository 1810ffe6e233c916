import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import PlatformPage from '#models/platform_page'
import { PlatformPosts } from '#services/platform/platform_posts'
import { LandingPages } from '#services/landing_pages'
import { PlatformPresenter } from '#presenters/platform_presenter'
import { planCard } from '#services/plan_comparison'
import { found } from '#exceptions/domain_error'
import { DOMAIN_ERRORS } from '#exceptions/domain_errors'
import { textParam } from '#http/urls/route_params'
import { absoluteUrlFor } from '#http/urls/urls'
import { ApiSpec } from '#presenters/api_spec_presenter'
import { landingQrImage } from '#services/landing_qr'
import { landingDesign, landingLinks } from '#presenters/landing_page_fields'
import { paginationMeta, publicJson, toApi } from '#http/api/api'
import {
  plansQueryValidator,
  platformPostsQueryValidator,
  privilegeQueryValidator,
} from '#validators/api_queries'

/** The marketing site's calls (SPEC.md section 7, Marketing), all public. */
export default class MarketingController {
  /** GET /website/posts: academy or blog posts, optionally of a category; `limit` sets the page size. */
  async posts(ctx: HttpContext) {
    const query = await ctx.request.validateUsing(platformPostsQueryValidator)
    const page = await PlatformPosts.page(query.privilege, {
      category: query.category,
      page: query.page ?? 1,
      perPage: query.limit,
    })
    const posts = (toApi(page.all().map(PlatformPresenter.postCard)) as unknown[]).map(
      ApiSpec.postCard
    )
    return publicJson(ctx, { posts, data: posts, meta: paginationMeta(page.getMeta()) })
  }

  async post(ctx: HttpContext) {
    const { privilege } = await ctx.request.validateUsing(privilegeQueryValidator)
    const post = found(await PlatformPosts.find(privilege, textParam(ctx.params, 'slug')))
    return publicJson(ctx, { post: ApiSpec.post(toApi(PlatformPresenter.post(post))) })
  }

  async sections(ctx: HttpContext) {
    const { privilege } = await ctx.request.validateUsing(privilegeQueryValidator)
    return publicJson(ctx, { sections: toApi(await PlatformPosts.sections(privilege)) })
  }

  /** GET /website/plans: the plan cards with their prices (limit=2 for the teaser). */
  async plans(ctx: HttpContext) {
    const { limit } = await ctx.request.validateUsing(plansQueryValidator)
    const query = Plan.query().orderBy('sort_order').orderBy('id')
    if (limit) query.limit(limit)
    const rows = await query
    // SPEC.md: features is the plan's map (feature: count or flag); the labelled rows are feature_list
    const plans = rows.map((plan) => {
      const card = planCard(plan)
      return {
        ...card,
        features: plan.features ?? {},
        featureList: card.features,
        priceMonthly: plan.priceMonthly,
        priceYearly: plan.priceYearly,
      }
    })
    return publicJson(ctx, { plans: toApi(plans) })
  }

  async page(ctx: HttpContext) {
    const page = found(await PlatformPage.findBy('slug', textParam(ctx.params, 'slug')))
    return publicJson(ctx, {
      page: {
        ...(toApi(PlatformPresenter.page(page)) as object),
        url: absoluteUrlFor(ctx.request, 'marketing.pages.show', { slug: page.slug }),
        site_name: 'صفحتي',
      },
    })
  }

  /**
   * GET /landing/view/{slug}: the menu page and its items grouped; NotFound with 404 (SPEC.md), with the
   * code and the Arabic message every other 404 of the API carries (the Error schema).
   */
  async landing(ctx: HttpContext) {
    const landing = await LandingPages.find(textParam(ctx.params, 'slug'))
    if (!landing) {
      return ctx.response.status(404).send({
        status: 'error',
        message: 'NotFound',
        code: 'not_found',
        errors: { slug: [DOMAIN_ERRORS.not_found.message] },
      })
    }
    return publicJson(ctx, {
      status: 'success',
      message: null,
      landing_page: {
        slug: landing.slug,
        title: landing.title,
        title_en: landing.titleEn,
        description: landing.description,
        ...landingDesign(landing),
        enable_qr: landing.enableQr,
        qrcode: await landingQrImage(
          absoluteUrlFor(ctx.request, 'marketing.landing.show', { slug: landing.slug }),
          landing
        ),
        ...landingLinks(landing, null),
      },
      items: toApi(LandingPages.groups(landing)),
    })
  }
}
