import type { HttpContext } from '@adonisjs/core/http'
import { absoluteUrlFor } from '#http/urls/urls'
import { DomainError } from '#exceptions/domain_error'
import { moyasarBaseUrl } from '#services/payments/moyasar_client'
import { PlanBilling, checkoutMetadata, type BillingOutcome } from '#services/billing/plan_billing'
import { PlatformAccount } from '#services/billing/platform_account'
import { PlanPresenter } from '#presenters/dashboard/plan_presenter'
import { planCheckoutValidator } from '#validators/plan_billing'
import { GATEWAY_OUTCOMES, type OutcomeMessage } from '#presenters/payment_outcomes'

/** What the merchant reads after the gateway answered, by outcome. */
const OUTCOME_MESSAGES: Record<BillingOutcome, OutcomeMessage> = {
  paid: { kind: 'success', text: 'تم الدفع بنجاح، وحدّثنا باقتك. الفاتورة في أسفل الصفحة.' },
  ...GATEWAY_OUTCOMES,
  mismatch: { kind: 'error', text: 'عملية الدفع لا تخص هذا الاشتراك، لم تتغير باقتك.' },
  other_checkout: { kind: 'error', text: 'عملية الدفع لا تخص هذا الاشتراك، لم تتغير باقتك.' },
}

/**
 * /dashboard/{username}/plan (the owner only): the plan in force and its end, subscribe, renew,
 * upgrade or downgrade monthly or yearly, paid by card (3-D Secure) to the platform's own Moyasar
 * account, and the platform's tax invoices of those payments.
 */
export default class PlanController {
  async show({ inertia, website }: HttpContext) {
    return inertia.render('dashboard/plan/show', await PlanPresenter.page(website))
  }

  async store({ request, response, website }: HttpContext) {
    const data = await request.validateUsing(planCheckoutValidator)
    const checkout = await PlanBilling.checkout(website, data)
    return response.redirect().toRoute('dashboard.plan.checkouts.show', {
      username: website.username,
      id: checkout.id,
    })
  }

  /** The pay page: the card form posts to Moyasar with the platform's publishable key. */
  async checkout({ inertia, params, request, response, website }: HttpContext) {
    const checkout = await PlanBilling.find(website, Number(params.id))
    if (checkout.status === 'paid') {
      return response.redirect().toRoute('dashboard.plan.show', { username: website.username })
    }
    const { publishable } = PlatformAccount.keys()
    const names = { username: website.username, id: checkout.id }
    return inertia.render('dashboard/plan/checkout', {
      checkout: PlanPresenter.checkout(checkout),
      card: {
        action: `${moyasarBaseUrl()}/payments`,
        publishableKey: publishable,
        amount: checkout.amount,
        callbackUrl: absoluteUrlFor(request, 'dashboard.plan.checkouts.callback', names),
        description: `صفحتي - ${checkout.plan.name} - ${website.username}`,
        metadata: checkoutMetadata(website, checkout),
      },
    })
  }

  /** Moyasar sends the merchant here with ?id=; nothing changes until the payment is fetched. */
  async callback({ params, request, response, session, website }: HttpContext) {
    const checkout = await PlanBilling.find(website, Number(params.id))
    try {
      const outcome = await PlanBilling.settle(
        website,
        checkout.id,
        String(request.input('id', ''))
      )
      const message = OUTCOME_MESSAGES[outcome]
      session.flash(message.kind, message.text)
      if (outcome !== 'paid' && outcome !== 'already_paid') {
        return response.redirect().toRoute('dashboard.plan.checkouts.show', {
          username: website.username,
          id: checkout.id,
        })
      }
    } catch (error) {
      // an unknown payment or a gateway that is down: said on the page, nothing recorded
      if (!(error instanceof DomainError)) throw error
      session.flash('error', error.userMessage)
    }
    return response.redirect().toRoute('dashboard.plan.show', { username: website.username })
  }

  /** The platform's printable tax invoice of a paid checkout. */
  async invoice({ inertia, params, website }: HttpContext) {
    const checkout = await PlanBilling.findPaid(website, Number(params.id))
    return inertia.render('dashboard/plan/invoice', {
      invoice: await PlanPresenter.invoice(website, checkout),
    })
  }
}
