// The merchant API's product pictures (/api/v1/merchant/products/{id}/images): the main picture and the gallery.
import type { HttpContext } from '@adonisjs/core/http'
import { formData, tmpPaths } from '#http/input/multipart'
import { ProductAdmin } from '#services/catalogue/product_admin'
import { DashboardCataloguePresenter } from '#presenters/dashboard/catalogue_presenter'
import { productPicturesValidator, productValidator } from '#validators/product'

/**
 * The pictures change as through the dashboard's product form: the product's current fields with the
 * request's picture fields, saved by ProductAdmin.update (its image rules,
 * gallery size and the product.updated webhook).
 */
export default class MerchantProductImagesController {
  async show({ website, params }: HttpContext) {
    return { data: await this.pictures(website, Number(params.id)) }
  }

  async update(ctx: HttpContext) {
    const id = Number(ctx.params.id)
    const current: Record<string, unknown> = DashboardCataloguePresenter.productForm(
      await ProductAdmin.findForForm(ctx.website, id)
    )
    // the stored picture's path is not a file: only the request's picture fields are
    delete current.image
    delete current.gallery
    // the form's empty fields are nulls, as the body parser makes them of a sent form (no sku, no
    // old price, not counted, no category): the validator refuses an empty sku or old price
    for (const [field, value] of Object.entries(current)) {
      if (value === '') current[field] = null
    }
    const pictures = await ctx.request.validateUsing(productPicturesValidator, {
      data: formData(ctx.request),
    })
    // the product's own fields as they are, through the same validator as the dashboard's form
    const fields = await productValidator.validate(current)
    const { image, images, ...input } = { ...fields, ...pictures }
    await ProductAdmin.update(ctx.website, id, {
      ...input,
      image: image?.tmpPath,
      images: tmpPaths(images),
    })
    return { data: await this.pictures(ctx.website, id) }
  }

  private async pictures(website: HttpContext['website'], id: number) {
    const form = DashboardCataloguePresenter.productForm(
      await ProductAdmin.findForForm(website, id)
    )
    return { id: form.id, image: form.image, gallery: form.gallery }
  }
}
