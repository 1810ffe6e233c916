// /o/{username}/delivery/{key}: the representative's phone page of one order, from a signed link.
import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { Delivery } from '#services/delivery/delivery'
import { DeliveryPresenter, STEP_LABELS } from '#presenters/delivery_presenter'
import { deliveryStepValidator } from '#validators/representative'

/**
 * No account: the signed address is the representative's pass for this one order. A changed or
 * unsigned address, another order's key, a reassigned or cancelled order, or a day after delivery are
 * all the same "invalid link" page.
 */
export default class DeliveryController {
  async show(ctx: HttpContext) {
    const order = await this.order(ctx)
    ctx.response.header('Cache-Control', 'private, no-store')
    ctx.response.header('X-Robots-Tag', 'noindex, nofollow')
    return ctx.inertia.render('delivery/show', {
      delivery: DeliveryPresenter.page(order),
      steps: STEP_LABELS,
    })
  }

  async step(ctx: HttpContext) {
    await this.order(ctx)
    const input = await ctx.request.validateUsing(deliveryStepValidator)
    await Delivery.step(ctx.website, String(ctx.params.key), input.step, input.note)
    ctx.session.flash('success', 'تم تسجيل الخطوة، شكرا لك')
    // back to the same signed address (a referrer policy may strip its query)
    return ctx.response.redirect(ctx.request.url(true))
  }

  private async order(ctx: HttpContext) {
    if (!ctx.request.hasValidSignature()) throw new DomainError('delivery_link_invalid')
    return Delivery.findByKey(ctx.website, String(ctx.params.key))
  }
}
