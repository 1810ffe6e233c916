import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { ApiKeys, API_SCOPES } from '#services/api_keys/api_keys'
import { MerchantApiPresenter } from '#presenters/merchant_api_presenter'
import { apiKeyValidator } from '#validators/api_keys'

/** Every save here ends on the api keys page with its notice. */
const saved = savesTo('dashboard.api_keys.index')

/** What each scope lets an outside app do, as the form lists them. */
const SCOPE_LABELS: Record<(typeof API_SCOPES)[number], string> = {
  'orders:read': 'قراءة الطلبات والحجوزات وفواتيرها',
  'orders:write': 'تأكيد الطلبات والحجوزات وإلغاؤها وتسجيل دفعها',
  'payments:write': 'استرداد المدفوعات الإلكترونية للطلبات والحجوزات',
  'catalogue:read': 'قراءة المنتجات والخدمات',
  'catalogue:write': 'تعديل المنتجات والخدمات',
  'content:read': 'قراءة محتوى الموقع: الأقسام والمقالات والصفحات والشرائح وصفحات الهبوط والنماذج',
  'content:write': 'تعديل محتوى الموقع',
  'messages:read': 'قراءة رسائل التواصل وما يصل من النماذج',
  'messages:write': 'تعليم رسائل التواصل مقروءة وحذفها',
  'settings:read': 'قراءة إعدادات الموقع وفروعه وأوقات عملها',
  'settings:write': 'تعديل إعدادات الموقع وفروعه وأوقات عملها',
}

/**
 * /dashboard/{username}/api-keys: the keys outside apps use on the merchant API. A new key is shown
 * once (flashed to the next page), then only its last characters; a key can be revoked at once.
 */
export default class ApiKeysController {
  async index({ inertia, session, website }: HttpContext) {
    const keys = await ApiKeys.list(website)
    return inertia.render('dashboard/api_keys/index', {
      keys: keys.map((key) => MerchantApiPresenter.apiKey(key)),
      scopes: API_SCOPES.map((value) => ({ value, label: SCOPE_LABELS[value] })),
      created: (session.flashMessages.get('created_api_key') ?? null) as {
        name: string
        value: string
      } | null,
    })
  }

  async store({ request, response, session, website, auth }: HttpContext) {
    const data = await request.validateUsing(apiKeyValidator)
    const { value } = await ApiKeys.create(website, auth.use('web').getUserOrFail(), data)
    session.flash('created_api_key', { name: data.name, value })
    return saved({ response, session, website }, 'تم إنشاء المفتاح. انسخه الآن: لن يظهر مرة أخرى.')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await ApiKeys.revoke(website, Number(params.id))
    return saved({ response, session, website }, 'تم إلغاء المفتاح، ولن يقبل بعد الآن.')
  }
}
