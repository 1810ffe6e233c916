import { attemptsInArabic, secondsInArabic } from '#services/auth/verification_messages'

/**
 * Every domain error code with its HTTP status, its Arabic message and the form field it belongs to by
 * default. Services throw `new DomainError(code, params)`; this table is the only place where a code
 * becomes words and a status (pages: an errors bag or a toast; /api/v1: JSON).
 */
import { FEATURE_LABELS } from '#services/plan_comparison'
import { MERCHANT_API_ERRORS } from '#exceptions/merchant_api_errors'
import { DELIVERY_ERRORS } from '#exceptions/delivery_errors'
import { FULFILMENT_ERRORS } from '#exceptions/fulfilment_errors'
import { BILLING_ERRORS } from '#exceptions/billing_errors'
import { paymentFailureText } from '#services/payments/payment_failures'
import { CUSTOM_DOMAIN_ERRORS } from '#exceptions/custom_domain_errors'
import { STAFF_ERRORS } from '#exceptions/staff_errors'
import { MOBILE_ERRORS } from '#exceptions/mobile_errors'
import { FORM_ERRORS } from '#exceptions/form_errors'

type Message = string | ((params: Record<string, string | number>) => string)
interface Entry {
  status: number
  message: Message
  field?: string
}

/** how a refused status change names the status it found */
const STATUS_WORDS: Record<string, string> = { success: 'مكتمل', cancel: 'ملغي' }

const table = {
  not_found: { status: 404, message: 'عذرا الصفحة غير موجودة او غير صحيحة' },
  forbidden: { status: 403, message: 'لا تملك صلاحية هذا الإجراء' },

  // cart
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

  // checkout
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

  // the storefront's plan does not include orders or bookings (said to the customer, not the merchant)
  orders_unavailable: { status: 403, message: 'الطلب من هذا المتجر غير متاح حاليا.' },
  bookings_unavailable: { status: 403, message: 'الحجز في هذا المتجر غير متاح حاليا.' },

  // bookings
  service_not_found: { status: 422, message: 'الخدمة غير موجودة', field: 'services' },
  option_not_found: {
    status: 422,
    message: 'الخيار المختار غير موجود لهذه الخدمة',
    field: 'services',
  },
  service_repeated: { status: 422, message: 'اخترت الخدمة نفسها أكثر من مرة', field: 'services' },
  reservation_cart_missing: {
    status: 422,
    message: 'سلة الحجز غير موجودة أو انتهت صلاحيتها، اختر الخدمات من جديد',
    field: 'reservation_cart_id',
  },
  slot_taken: {
    status: 409,
    message: 'الموعد المختار لم يعد متاحا، اختر موعدا آخر',
    field: 'time',
  },
  payment_method_disabled: {
    status: 422,
    message: 'طريقة الدفع هذه غير متاحة حاليا، اختر الدفع عند الوصول',
    field: 'payment_method',
  },

  // plan limits (app/services/plans/plan_limits.ts): the dashboard shows them with a link to /plans
  plan_limit_reached: {
    status: 403,
    message: ({ feature, limit }) =>
      `بلغت حد باقتك في «${featureLabel(feature)}» (${limit}). رقِّ باقتك لإضافة المزيد.`,
  },
  plan_feature_missing: {
    status: 403,
    message: ({ feature }) =>
      `باقتك الحالية لا تشمل «${featureLabel(feature)}». رقِّ باقتك لاستخدام هذه الميزة.`,
  },

  // dashboard: branches
  branch_last_needed: {
    status: 409,
    message: 'لا يمكن حذف آخر فرع ما دامت لديك خدمات أو حجوزات، أضف فرعا آخر قبل حذفه.',
  },
  branch_has_open_bookings: {
    status: 409,
    message: 'لا يمكن حذف فرع لديه حجوزات قادمة أو قيد المراجعة، أكملها أو ألغها أولا.',
  },

  // the merchant's own account (/dashboard/account)
  current_password_wrong: {
    status: 422,
    message: 'كلمة المرور الحالية غير صحيحة.',
    field: 'current_password',
  },
  email_unchanged: { status: 422, message: 'هذا هو بريدك الإلكتروني الحالي.', field: 'email' },
  email_code_throttled: {
    status: 429,
    message: ({ seconds }) => `يمكنك طلب رمز جديد بعد ${secondsInArabic(Number(seconds))}.`,
    field: 'email',
  },
  // the mail server failed: the merchant may simply try again (domain errors stay 4xx)
  email_code_not_sent: {
    status: 422,
    message: 'تعذر إرسال رمز التحقق الآن، حاول مرة أخرى بعد قليل.',
    field: 'email',
  },
  email_code_wrong: {
    status: 422,
    message: ({ left }) => `الرمز غير صحيح، بقيت لك ${attemptsInArabic(Number(left))}.`,
    field: 'code',
  },
  email_code_voided: {
    status: 422,
    message: 'أدخلت رمزا خاطئا 5 مرات فألغي الرمز. اطلب رمزا جديدا.',
    field: 'code',
  },
  email_code_expired: {
    status: 422,
    message: 'انتهت صلاحية الرمز. اطلب رمزا جديدا.',
    field: 'code',
  },
  email_code_missing: {
    status: 422,
    message: 'لا يوجد رمز صالح لتغيير البريد. اطلب رمزا جديدا.',
    field: 'code',
  },
  email_taken: { status: 422, message: 'هذا البريد الإلكتروني مسجل من قبل.', field: 'code' },

  // the website's settings
  username_taken: {
    status: 422,
    message: 'هذا الاسم مستخدم من قبل، اختر اسما آخر.',
    field: 'username',
  },

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
  // the JSON API /api/v1: customer bearer tokens and what only an API client can send
  api_unauthenticated: { status: 401, message: 'سجل الدخول للمتابعة' },
  api_bad_credentials: {
    status: 401,
    message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    field: 'email',
  },
  refresh_token_invalid: {
    status: 401,
    message: 'انتهت الجلسة، سجل الدخول من جديد',
    field: 'refresh_token',
  },
  refresh_token_reused: {
    status: 401,
    message: 'استخدم رمز التجديد من قبل، فأغلقت الجلسة لحمايتك. سجل الدخول من جديد',
    field: 'refresh_token',
  },
  api_email_not_verified: {
    status: 403,
    message: 'أكد بريدك الإلكتروني أولا بالرمز الذي أرسلناه إليك.',
    field: 'email',
  },
  order_item_price_changed: {
    status: 409,
    message: 'تغيرت أسعار بعض المنتجات، راجع السلة ثم أكمل الطلب.',
    field: 'items',
  },
  // the dashboard's content: sections, posts, pages, slides, home blocks, landing pages
  section_parent_invalid: {
    status: 422,
    message: 'اختر قسما رئيسيا من أقسام موقعك ليكون القسم الأب.',
    field: 'parent_id',
  },
  section_has_children: {
    status: 422,
    message: 'لهذا القسم أقسام فرعية، انقلها أو احذفها أولا.',
    field: 'type',
  },
  post_section_invalid: {
    status: 422,
    message: 'اختر قسما من أقسام موقعك.',
    field: 'section_id',
  },
  home_sections_mismatch: {
    status: 422,
    message: 'تغيرت أقسام الصفحة الرئيسية منذ فتحت الصفحة، أعد تحميلها ثم رتبها.',
    field: 'order',
  },
  home_site_unavailable: {
    status: 422,
    message: 'موقع المحتوى غير مفعّل في موقعك، أضف النموذج إلى رئيسية المتجر.',
    field: 'site',
  },
  home_form_already_added: {
    status: 422,
    message: 'هذا النموذج في الصفحة الرئيسية من قبل، انقله أو أظهره بدلا من إضافته مرة أخرى.',
    field: 'form_id',
  },
  home_section_not_removable: {
    status: 422,
    message: 'يحذف من الصفحة الرئيسية ما أضفته إليها فقط، أما هذا القسم فأخفه إن لم ترده.',
    field: 'order',
  },
  landing_slug_taken: {
    status: 422,
    message: 'هذا الرابط مستخدم لصفحة أخرى، اختر رابطا آخر.',
    field: 'slug',
  },
  // the dashboard's orders and bookings (confirm, cancel, mark paid)
  purchase_not_pending: {
    status: 409,
    message: ({ kind, status }) =>
      `لا يمكن تغيير حالة ${kind === 'booking' ? 'الحجز' : 'الطلب'}: حالته الآن «${STATUS_WORDS[status] ?? status}»، والحالة تتغير من «بانتظار التأكيد» فقط.`,
  },
  purchase_change_empty: { status: 422, message: 'لم تختر أي تغيير.', field: 'status' },
  purchase_cancelled_unpaid: {
    status: 409,
    message: ({ kind }) => `لا يمكن تسجيل الدفع ل${kind === 'booking' ? 'حجز' : 'طلب'} ملغي.`,
  },
  purchase_bill_missing: {
    status: 409,
    message: ({ kind }) => `لا توجد فاتورة لهذا ${kind === 'booking' ? 'الحجز' : 'الطلب'}.`,
  },
  purchase_already_paid: { status: 409, message: 'الفاتورة مدفوعة من قبل.' },

  // online payments through Moyasar (app/services/payments)
  payment_gateway_unreachable: {
    // 424 Failed Dependency: the gateway, not this app, failed (domain errors stay 4xx)
    status: 424,
    message: 'تعذر الاتصال ببوابة الدفع، حاول مرة أخرى بعد قليل.',
  },
  payment_keys_invalid: {
    status: 422,
    message: 'رفضت ميسر المفتاح السري: تأكد من نسخه كاملا من لوحة ميسر.',
    field: 'secret_key',
  },
  payment_not_found: { status: 404, message: 'عملية الدفع غير موجودة.' },
  payment_gateway_refused: {
    status: 422,
    message: ({ message }) => `رفضت بوابة الدفع الطلب: ${paymentFailureText(String(message))}`,
  },
  payment_secret_key_required: { status: 422, message: 'أدخل المفتاح السري.', field: 'secret_key' },
  payment_keys_mixed: {
    status: 422,
    message: 'المفتاحان يجب أن يكونا من الوضع نفسه: كلاهما تجريبي أو كلاهما حقيقي.',
    field: 'publishable_key',
  },
  payment_gateway_missing: { status: 409, message: 'الدفع الإلكتروني غير مفعل في هذا الموقع.' },
  payment_webhook_forbidden: { status: 401, message: 'رمز التحقق غير صحيح.' },
  payment_webhook_invalid: { status: 422, message: 'الإشعار غير صالح.' },
  payment_failed: {
    status: 422,
    message: ({ message }) =>
      `لم يتم الدفع${message ? `: ${paymentFailureText(String(message))}` : '.'}`,
  },
  order_not_payable: {
    status: 409,
    message: 'لا يمكن دفع هذا الطلب الآن: إما أنه مدفوع أو ملغي.',
  },
  refund_not_online: {
    status: 409,
    message: ({ kind }) =>
      `الاسترداد متاح ${kind === 'booking' ? 'للحجوزات' : 'للطلبات'} المدفوعة إلكترونيا فقط.`,
  },
  refund_nothing_left: {
    status: 409,
    message: ({ kind }) =>
      `استُرد المبلغ المدفوع ${kind === 'booking' ? 'لهذا الحجز' : 'لهذا الطلب'} كاملا، ولم يبق ما يسترد.`,
  },
  refund_amount_invalid: {
    status: 422,
    message: 'أدخل مبلغا صحيحا للاسترداد.',
    field: 'amount',
  },
  refund_too_much: {
    status: 422,
    message: ({ left }) => `لا يمكن استرداد أكثر من المتبقي (${left} ر.س).`,
    field: 'amount',
  },
  // the merchant API (keys, scopes, idempotency) and webhooks
  ...MERCHANT_API_ERRORS,
  // delivery representatives and their order links (issue 31)
  ...DELIVERY_ERRORS,
  ...FULFILMENT_ERRORS,
  // the plan page's billing through the platform's own Moyasar account (issue 29)
  ...BILLING_ERRORS,
  // a website's custom domains (issue 30)
  ...CUSTOM_DOMAIN_ERRORS,
  // a website's staff and their invitations (issue 30)
  ...STAFF_ERRORS,
  // customers' mobiles and one-time sign-in codes (issue 36)
  ...MOBILE_ERRORS,
  ...FORM_ERRORS,
} satisfies Record<string, Entry>

function featureLabel(feature: string | number) {
  return FEATURE_LABELS[feature as keyof typeof FEATURE_LABELS] ?? String(feature)
}

export type DomainErrorCode = keyof typeof table
export const DOMAIN_ERRORS: Record<DomainErrorCode, Entry> = table
