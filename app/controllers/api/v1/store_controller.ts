import type { HttpContext } from '@adonisjs/core/http'
import { Catalogue } from '#services/store/catalogue'
import { CataloguePresenter } from '#presenters/catalogue_presenter'
import { DomainError, found } from '#exceptions/domain_error'
import { textParam } from '#http/urls/route_params'
import { paginationMeta, publicJson, toApi } from '#http/api/api'
import { productsQueryValidator } from '#validators/api_queries'
import { ApiSpec } from '#presenters/api_spec_presenter'

import { withCatalogueFields } from '#services/store/catalogue_spec_fields'
import type Website from '#models/website'

/** Product cards with SPEC.md's fields (sku and keywords read in one query). */
async function productCards(website: Website, list: unknown) {
  const cards = list as Record<string, any>[]
  await withCatalogueFields(website, { products: cards })
  return cards.map(ApiSpec.product)
}

/** The storefront catalogue (SPEC.md section 7: /store/...), public, ?username= names the website. */
export default class StoreController {
  async categories(ctx: HttpContext) {
    const categories = await ctx.website
      .related('storeCategories')
      .query()
      .withCount('products', (query) => query.where('is_active', true))
      .orderBy('sort_order')
      .orderBy('id')
    return publicJson(ctx, {
      status: true,
      categories: toApi(categories.map(CataloguePresenter.storeCategory)),
    })
  }

  /** Every category with its first products (`items`). */
  async categoriesWithProducts(ctx: HttpContext) {
    const categories = toApi(await Catalogue.categoriesWithProducts(ctx.website)) as Record<
      string,
      any
    >[]
    const items = await productCards(
      ctx.website,
      categories.flatMap((category) => category.products)
    )
    let next = 0
    return publicJson(ctx, {
      status: true,
      categories: categories.map(({ products, ...category }) => ({
        ...category,
        items: items.slice(next, (next += products.length)),
      })),
    })
  }

  /** GET /store/products?category=&q=&page=: a page of products; an unknown category is 404. */
  async products(ctx: HttpContext) {
    const query = await ctx.request.validateUsing(productsQueryValidator)
    const category = query.category
      ? await Catalogue.findCategory(ctx.website, query.category)
      : null
    if (query.category && !category) throw new DomainError('not_found')
    const page = await Catalogue.searchProducts(ctx.website, {
      q: query.q ?? '',
      page: query.page ?? 1,
      categoryId: category?.id,
    })
    const list = await productCards(ctx.website, toApi(page.data))
    return publicJson(ctx, {
      status: true,
      products: list,
      data: list,
      meta: paginationMeta(page.meta),
      category_details: category ? toApi(CataloguePresenter.storeCategory(category)) : null,
    })
  }

  async recentProducts(ctx: HttpContext) {
    const page = await Catalogue.searchProducts(ctx.website, { q: '', page: 1 })
    return publicJson(ctx, {
      products: await productCards(ctx.website, toApi(page.data.slice(0, 12))),
    })
  }

  async product(ctx: HttpContext) {
    const product = found(
      await Catalogue.findProduct(ctx.website, {
        slug: textParam(ctx.params, 'slug'),
      })
    )
    return publicJson(ctx, {
      status: true,
      product: ApiSpec.product(toApi(CataloguePresenter.product(product))),
    })
  }

  async service(ctx: HttpContext) {
    const service = found(
      await Catalogue.findService(ctx.website, {
        slug: textParam(ctx.params, 'slug'),
      })
    )
    return publicJson(ctx, {
      status: true,
      service: ApiSpec.service(toApi(CataloguePresenter.service(service))),
    })
  }
}
