// The dashboard's two category lists (products' and services'): one controller, told apart by its kind.
import type { HttpContext } from '@adonisjs/core/http'
import { formData } from '#http/input/multipart'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { ServiceCategoryAdmin, StoreCategoryAdmin } from '#services/catalogue/category_admin'
import { PlanLimits } from '#services/plans/plan_limits'
import { categoryValidator } from '#validators/category'

const KINDS = {
  products: {
    admin: StoreCategoryAdmin,
    validator: categoryValidator,
    pages: 'dashboard/store_categories',
    index: 'dashboard.store_categories.index',
    deleted: 'تم حذف التصنيف، وبقيت منتجاته بلا تصنيف',
  },
  services: {
    admin: ServiceCategoryAdmin,
    validator: categoryValidator,
    pages: 'dashboard/service_categories',
    index: 'dashboard.service_categories.index',
    deleted: 'تم حذف التصنيف، وبقيت خدماته بلا تصنيف',
  },
} as const

/** /dashboard/{username}/{store|service}-categories: a kind's categories (name, slug, image). */
export class CategoryController {
  constructor(protected readonly kind: keyof typeof KINDS) {}

  private get config() {
    return KINDS[this.kind]
  }

  private back({ response, website }: HttpContext) {
    return response.redirect().toRoute(this.config.index, { username: website.username })
  }

  async index({ inertia, request, website }: HttpContext) {
    const [page, canManage] = await Promise.all([
      this.config.admin.list(website, request.input('page')),
      PlanLimits.hasFeature(website, 'manage_items'),
    ])
    return inertia.render(`${this.config.pages}/index`, {
      ...DashboardCataloguePresenter.categories(page, this.kind),
      canManage,
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render(`${this.config.pages}/create`, {})
  }

  /** Takes an image (multipart): parsed through formData(). */
  async store(ctx: HttpContext) {
    const { request, session, website } = ctx
    const { image, ...input } = await request.validateUsing(this.config.validator, {
      data: formData(request),
    })
    await this.config.admin.create(website, { ...input, image: image?.tmpPath })
    session.flash('success', 'تمت إضافة التصنيف')
    return this.back(ctx)
  }

  async edit({ inertia, params, website }: HttpContext) {
    const category = await this.config.admin.find(website, params.id)
    return inertia.render(`${this.config.pages}/edit`, {
      category: DashboardCataloguePresenter.categoryForm(category),
    })
  }

  /** Takes an image (multipart): parsed through formData(). */
  async update(ctx: HttpContext) {
    const { params, request, session, website } = ctx
    await this.config.admin.find(website, params.id)
    const { image, ...input } = await request.validateUsing(this.config.validator, {
      data: formData(request),
    })
    await this.config.admin.update(website, params.id, { ...input, image: image?.tmpPath })
    session.flash('success', 'تم حفظ التصنيف')
    return this.back(ctx)
  }

  async destroy(ctx: HttpContext) {
    await this.config.admin.destroy(ctx.website, ctx.params.id)
    ctx.session.flash('success', this.config.deleted)
    return this.back(ctx)
  }
}
