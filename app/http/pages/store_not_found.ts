import type { HttpContext } from '@adonisjs/core/http'

/** SPEC.md messages for the storefront's missing things. */
export const STORE_NOT_FOUND = {
  product: 'المنتج غير موجود',
  service: 'الخدمة غير موجود',
  category: 'القسم غير موجود',
  post: 'هذا المنشور غير متاح',
  page: 'الصفحة غير موجودة',
  order: 'طلب غير موجود',
  booking: 'الحجز غير موجود',
} as const

/** A missing order or booking points back to the customer's list of them instead of the catalogue. */
type NotFoundBack = 'orders' | 'bookings'

/**
 * The storefront's own 404: the store's navbar and footer stay, the message says what is missing, and
 * the status is 404 so crawlers drop the address.
 */
export function renderStoreNotFound(
  ctx: HttpContext,
  message: string,
  options: { description?: string; back?: NotFoundBack } = {}
) {
  ctx.response.status(404)
  return ctx.inertia.render('store/not_found', {
    message,
    description: options.description ?? null,
    back: options.back ?? null,
  })
}
