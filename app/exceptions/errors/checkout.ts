// The domain errors of the storefront's cart and checkout (orders).
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const CHECKOUT_ERRORS = {
  // the cart
  product_not_found: { status: 422, message: 'المنتج غير موجود', field: 'product_id' },
  quantity_too_high: {
    status: 422,
    message: ({ max }) => `لا يمكن أن تزيد الكمية عن ${max}`,
    field: 'quantity',
  },
  product_option_required: {
    status: 422,
    message: ({ name }) => `اختر أحد خيارات «${name}» قبل إضافته إلى السلة.`,
    field: 'option_id',
  },
  product_option_not_found: { status: 422, message: 'الخيار غير موجود', field: 'option_id' },

  // the checkout
  cart_empty: { status: 409, message: 'السلة فارغة', field: 'cart' },
  cart_items_unavailable: {
    status: 409,
    message: 'بعض المنتجات في السلة لم تعد متوفرة، احذفها ثم أكمل الطلب.',
    field: 'cart',
  },
  out_of_stock: {
    status: 409,
    message: ({ name, left }) =>
      Number(left) > 0
        ? `المتوفر من «${name}» ${left} فقط، عدّل الكمية في السلة ثم أكمل الطلب.`
        : `نفدت الكمية من «${name}»، احذفه من السلة ثم أكمل الطلب.`,
    field: 'cart',
  },
  cart_option_unavailable: {
    status: 409,
    message: ({ name }) =>
      `لم يعد الخيار الذي اخترته من «${name}» متوفرًا، احذفه من السلة واختر خيارًا آخر ثم أكمل الطلب.`,
    field: 'cart',
  },
  cart_prices_changed: {
    status: 409,
    message: 'تغيرت أسعار بعض المنتجات، راجع السلة ثم أكمل الطلب.',
    field: 'cart',
  },
  address_required: { status: 422, message: 'اختر عنوان التوصيل.', field: 'address_id' },
  address_not_found: { status: 422, message: 'العنوان غير موجود', field: 'address_id' },
  branch_not_found: { status: 422, message: 'الفرع غير موجود', field: 'branch_id' },
  branch_required: { status: 422, message: 'اختر الفرع.', field: 'branch_id' },
} satisfies Record<string, DomainErrorEntry>
