import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { PaymentGateways } from '#services/payments/payment_gateways'
import { PlanLimits } from '#services/plans/plan_limits'
import { paymentKeysValidator } from '#validators/payment'
import { absoluteUrlFor } from '#http/urls/urls'

/** Every save here ends on the payments page with its notice. */
const saved = savesTo('dashboard.payments.show')

/**
 * /dashboard/{username}/payments: the website's Moyasar account (keys saved with the secret key
 * encrypted and shown masked, the webhook's address and token to paste into Moyasar, the key check).
 */
export default class PaymentsController {
  async show({ inertia, request, website }: HttpContext) {
    const [available, gateway] = await Promise.all([
      PlanLimits.hasFeature(website, 'payment_gateway'),
      PaymentGateways.find(website),
    ])
    return inertia.render('dashboard/payments/show', {
      available,
      gateway: PaymentGateways.present(gateway),
      webhookUrl: absoluteUrlFor(request, 'store.payments.webhook', { username: website.username }),
    })
  }

  async update({ request, response, session, website }: HttpContext) {
    const data = await request.validateUsing(paymentKeysValidator)
    await PaymentGateways.connect(website, data)
    return saved(
      { response, session, website },
      'تم حفظ مفاتيح ميسر. اضغط «تحقق من المفاتيح» لتجربتها.'
    )
  }

  async check({ response, session, website }: HttpContext) {
    await PaymentGateways.check(website)
    return saved({ response, session, website }, 'المفاتيح صحيحة: ميسر قبلت المفتاح السري.')
  }

  async destroy({ response, session, website }: HttpContext) {
    await PaymentGateways.disconnect(website)
    return saved({ response, session, website }, 'تم فصل ميسر: لن يظهر الدفع الإلكتروني لعملائك.')
  }
}
