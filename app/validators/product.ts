import vine from '@vinejs/vine'
import { recordIdField } from '#validators/record_id'
import { typedNumber } from '#validators/numbers'
import { GALLERY_EXTRA } from '#services/catalogue/product_gallery'
import { MAX_PRODUCT_OPTIONS } from '#services/catalogue/product_options'
import {
  categoryId,
  flag,
  imageFile,
  optionFields,
  price,
  sellableFields,
} from '#validators/catalogue_fields'

/** The main picture and the gallery: new photos, and the ids of photos to remove (the service checks the count). */
const pictureFields = () => ({
  image: imageFile().optional(),
  images: vine.array(imageFile()).maxLength(GALLERY_EXTRA).optional(),
  remove_images: vine.array(recordIdField()).maxLength(GALLERY_EXTRA).optional(),
  remove_image: flag(),
})

/**
 * A product of the dashboard (DESIGN.md section 8): name, slug, sku, price, old_price, keywords,
 * store_category_id, image, visible, description (rich text), stock (empty: not counted), options
 * [{id?, name, price}] (and remove_image to drop the picture). Slug and sku uniqueness in
 * the website, and the category's website, are the service's checks.
 */
export const productValidator = vine.compile(
  vine.object({
    ...sellableFields(),
    sku: vine
      .string()
      .trim()
      .maxLength(40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/)
      .nullable()
      .optional(),
    keywords: vine.string().trim().maxLength(255).nullable().optional(),
    // rich text from the dashboard's editor, cleaned by the service before it is stored
    description: vine.string().trim().maxLength(20000).nullable().optional(),
    // empty: sold without counting; a number (Arabic-Indic digits read): the units left
    stock: typedNumber().withoutDecimals().min(0).max(1000000).nullable().optional(),
    store_category_id: categoryId(),
    // options with their own price (riyals, Arabic-Indic digits read): an id edits that option, none
    // adds one, one left out is removed (the service checks the ids are this product's); left out of
    // the request: kept as they are
    options: vine
      .array(
        vine.object({
          ...optionFields(),
          price: price(),
        })
      )
      .maxLength(MAX_PRODUCT_OPTIONS)
      .distinct('name')
      .optional(),
    ...pictureFields(),
    visible: flag(),
  })
)

/** PATCH /products/bulk: show or hide the ticked products at once. */
export const productBulkValidator = vine.compile(
  vine.object({
    ids: vine.array(recordIdField()).minLength(1).maxLength(200).distinct(),
    visible: vine.boolean(),
  })
)

/** PATCH /api/v1/merchant/products/{id}/images: the product form's picture fields alone. */
export const productPicturesValidator = vine.compile(vine.object(pictureFields()))
