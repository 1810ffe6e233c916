import type { HttpContext } from '@adonisjs/core/http'
import Website from '#models/website'
import { StoreBlog } from '#services/store/blog'
import { buildHomePage } from '#services/store/home_page'
import { contentHomeBlocks } from '#services/content/home_blocks'
import { ContentSite } from '#services/content/content_site'
import { PageService } from '#services/content_admin/page_service'
import { loadStorefront } from '#services/store/storefront'
import { VisitRecorder } from '#services/store/visit_recorder'
import { positionOf, publicBranches } from '#services/branches/nearest_branches'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { DomainError, found } from '#exceptions/domain_error'
import { textParam } from '#http/urls/route_params'
import { paginationMeta, publicJson, toApi } from '#http/api/api'
import {
  branchesQueryValidator,
  siteTypeQueryValidator,
  slugQueryValidator,
  visitValidator,
} from '#validators/api_queries'
import { ApiSpec } from '#presenters/api_spec_presenter'
import { specHomeBlocks } from '#presenters/api_home_presenter'
import { withCatalogueFields } from '#services/store/catalogue_spec_fields'

const cards = (list: unknown) => (list as unknown[]).map(ApiSpec.postCard)

/**
 * The merchant's public calls (SPEC.md section 7, Merchant): the website, its pages, slides, branches,
 * home blocks and blog. The website comes from ?username= (apiWebsite middleware).
 */
export default class SiteController {
  /** The blog belongs to the content package: without it these calls are not found (as the pages). */
  private ensureContent(ctx: HttpContext) {
    if (!ctx.website.supportContent) throw new DomainError('not_found')
  }

  /** GET /postcount: the sections with their published-post counts. */
  async postcount(ctx: HttpContext) {
    this.ensureContent(ctx)
    const tree = await StoreBlog.sectionTree(ctx.website)
    return publicJson(ctx, { sections: tree.map((node) => ApiSpec.section(toApi(node))) })
  }

  /** GET /sections: the sections, each with its latest posts (the blog index's post sliders). */
  async sections(ctx: HttpContext) {
    this.ensureContent(ctx)
    const tree = await StoreBlog.sectionTree(ctx.website)
    const posts = await StoreBlog.latestPostsBySection(ctx.website, tree)
    return publicJson(ctx, {
      sections: tree.map((node) =>
        ApiSpec.section(toApi(node), toApi(posts.get(node.id) ?? []) as unknown[])
      ),
    })
  }

  /** GET /blogs?slug=: the posts of a section (and its sub-sections), or all posts; paginated. */
  async blogs(ctx: HttpContext) {
    this.ensureContent(ctx)
    const { slug, page } = await ctx.request.validateUsing(slugQueryValidator)
    let section: { id: number; title: string; slug: string } | null = null
    let sectionIds: number[] | undefined
    if (slug) {
      const tree = await StoreBlog.sectionTree(ctx.website)
      const main = tree.find((node) => node.slug === slug)
      const child = tree.flatMap((node) => node.children).find((node) => node.slug === slug)
      if (!main && !child) throw new DomainError('not_found')
      section = main ?? child!
      sectionIds = main ? [main.id, ...main.children.map((c) => c.id)] : [child!.id]
    }
    const posts = await StoreBlog.posts(ctx.website, { page: page ?? 1, sectionIds })
    const blogs = cards(toApi(posts.data))
    return publicJson(ctx, {
      blogs,
      data: blogs,
      meta: paginationMeta(posts.meta),
      section: section ? { id: section.id, title: section.title, slug: section.slug } : null,
    })
  }

  /** GET /blog?slug=: one published post with its previous and next posts. */
  async blog(ctx: HttpContext) {
    this.ensureContent(ctx)
    const { slug } = await ctx.request.validateUsing(slugQueryValidator)
    const post = slug ? await StoreBlog.post(ctx.website, slug) : null
    if (!post) throw new DomainError('not_found')
    return publicJson(ctx, { blog: ApiSpec.post(toApi(post)) })
  }

  async newblogs(ctx: HttpContext) {
    this.ensureContent(ctx)
    const posts = await StoreBlog.posts(ctx.website, { page: 1 })
    return publicJson(ctx, { recent_blogs: cards(toApi(posts.data.slice(0, 6))) })
  }

  /** GET /slides?type=content|order */
  async slides(ctx: HttpContext) {
    const { type } = await ctx.request.validateUsing(siteTypeQueryValidator)
    const slides = await ctx.website
      .related('slides')
      .query()
      .where('site', type ?? 'order')
      .orderBy('sort_order')
      .orderBy('id')
    return publicJson(ctx, {
      slides: slides.map((slide) => ApiSpec.slide(toApi(CataloguePresenter.slide(slide)))),
    })
  }

  /** GET /homepage?type=: the home blocks of the storefront (order) or of the content site. */
  async homepage(ctx: HttpContext) {
    const { type } = await ctx.request.validateUsing(siteTypeQueryValidator)
    if (type === 'content') {
      this.ensureContent(ctx)
      const blocks = await contentHomeBlocks(new ContentSite(ctx.website))
      return publicJson(ctx, { home_page: specHomeBlocks(toApi(blocks)) })
    }
    const blocks = toApi(await buildHomePage(ctx.website)) as Record<string, any>[]
    await withCatalogueFields(ctx.website, {
      products: blocks.flatMap((block) => block.products ?? []),
      services: blocks.flatMap((block) => block.services ?? []),
    })
    return publicJson(ctx, { home_page: specHomeBlocks(blocks) })
  }

  /** GET /website?type=: the website, its design, legal details and whether it has the content site. */
  async website(ctx: HttpContext) {
    const { type } = await ctx.request.validateUsing(siteTypeQueryValidator)
    const website = ctx.website
    const store = await loadStorefront(website, null)
    const content = type === 'content' && website.supportContent
    const chrome = content ? await new ContentSite(website).chrome() : null
    const [pages, storeCategories] = await Promise.all([
      PageService.list(website),
      website.related('storeCategories').query().orderBy('sort_order').orderBy('id'),
    ])
    const header = toApi(chrome ? chrome.headerPages : store.headerPages)
    const legal = {
      Business_name: website.legalName,
      Tax_number: website.vatNumber,
      Commercial_registration_number: website.crNumber,
      name: website.legalName,
      crn: website.crNumber,
      tax_id: website.vatNumber,
    }
    const design = ApiSpec.design(website.design)
    return publicJson(ctx, {
      status: true,
      website: {
        id: website.id,
        username: website.username,
        site_ARname: website.nameAr,
        name_en: website.nameEn,
        site_logo: website.logo,
        description: website.description,
        default_theme: website.defaultTheme,
        not_found: website.notFound,
        facebook_link: website.facebookLink,
        twitter_link: website.twitterLink,
        Instagram_link: website.instagramLink,
        Snapchat_link: website.snapchatLink,
        tiktok_link: website.tiktokLink,
        contact: toApi(store.contact),
        // SPEC.md names a third list, headerx, without saying how it differs: the header's pages
        list_pages: {
          header,
          headerx: header,
          footer: toApi(chrome ? chrome.footerPages : store.footerPages),
        },
        list_categories: toApi(chrome ? chrome.headerSections : store.categories),
        ctgs: store.categories.map((category) => ({ name: category.name, slug: category.slug })),
        pages: pages.map(CataloguePresenter.pageLink),
        store_categories: storeCategories.map((category) => ({
          id: category.id,
          name: category.name,
          image: category.image,
          slug: category.slug,
        })),
        branches: toApi(store.branches),
        has_services: store.hasServices,
        legal,
        design,
        support_content: website.supportContent,
      },
      design,
      legal,
      support_content: website.supportContent,
    })
  }

  /** GET /pages: the website's custom pages (links). */
  async pages(ctx: HttpContext) {
    const pages = await PageService.list(ctx.website)
    return publicJson(ctx, {
      pages: pages.map((page) => ({
        ...CataloguePresenter.pageLink(page),
        in_header: page.inHeader,
        in_footer: page.inFooter,
      })),
    })
  }

  async page(ctx: HttpContext) {
    const page = found(await PageService.findBySlug(ctx.website, textParam(ctx.params, 'slug')))
    return publicJson(ctx, { status: true, page: toApi(CataloguePresenter.page(page)) })
  }

  /** GET /branches?type=order&near=lat,lng: nearest first with distance_km under locate_nearest_branch. */
  async branches(ctx: HttpContext) {
    const { near } = await ctx.request.validateUsing(branchesQueryValidator)
    const rows = await publicBranches(ctx.website, near ? positionOf(near) : null)
    const branches = rows.map(({ branch, location, distanceKm }) => ({
      ...CataloguePresenter.branch(branch),
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      ...(distanceKm === undefined ? {} : { distance_km: distanceKm }),
    }))
    return publicJson(ctx, { branches: toApi(branches) })
  }

  /** POST /vistor (and /visitor): a page view of an app or headless storefront for the dashboard. */
  async visit(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(visitValidator)
    const website = found(
      await Website.query().where('id', data.website_id).where('not_found', false).first()
    )
    await VisitRecorder.record(website, {
      path: data.path ?? '/',
      referrer: ctx.request.header('referer') ?? null,
    })
    return ctx.response.status(201).send({ status: true })
  }
}
