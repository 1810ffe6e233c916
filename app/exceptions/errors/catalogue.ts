// The domain errors of the dashboard's catalogue: products, services, their categories and images.
import type { DomainErrorEntry } from '#exceptions/errors/entry'

/** Spread into the one table of domain_errors.ts (codes, statuses, Arabic messages, fields). */
export const CATALOGUE_ERRORS = {
  // uploaded images (the field is the form's own; the service does not know it)
  image_type_not_allowed: {
    status: 422,
    message: 'الملف ليس صورة مقبولة، اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.',
  },
  image_too_large: { status: 422, message: 'حجم الصورة أكبر من 2 ميجابايت.' },
  gallery_full: {
    status: 422,
    message: ({ max }) => `يمكن إضافة ${max} صور على الأكثر بجانب الصورة الرئيسية، احذف صورة أولا.`,
    field: 'images',
  },

  // dashboard: the catalogue (products, services and their categories)
  slug_taken: {
    status: 422,
    message: 'هذا الرابط مستخدم من قبل في موقعك، اختر رابطا آخر.',
    field: 'slug',
  },
  slug_invalid: {
    status: 422,
    message: 'اكتب الرابط بالحروف أو الأرقام، والمسافات تصبح شرطة (-).',
    field: 'slug',
  },
  sku_taken: {
    status: 422,
    message: 'رمز المنتج مستخدم لمنتج آخر في متجرك.',
    field: 'sku',
  },
  store_category_unknown: {
    status: 422,
    message: 'التصنيف المختار غير موجود.',
    field: 'store_category_id',
  },
  service_category_unknown: {
    status: 422,
    message: 'التصنيف المختار غير موجود.',
    field: 'service_category_id',
  },
  product_option_unknown: {
    status: 422,
    message: 'أحد الخيارات ليس من خيارات هذا المنتج، أعد تحميل الصفحة ثم احفظ.',
    field: 'options',
  },
  service_option_unknown: {
    status: 422,
    message: 'أحد الخيارات غير موجود في هذه الخدمة، أعد تحميل الصفحة.',
    field: 'options',
  },
} satisfies Record<string, DomainErrorEntry>
