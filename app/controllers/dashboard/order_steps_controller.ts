import type { HttpContext } from '@adonisjs/core/http'
import { orderStepValidator } from '#validators/order_step'
import { Fulfilment } from '#services/fulfilment/fulfilment'
import { STEP_LABELS } from '#services/fulfilment/fulfilment_steps'

/** /dashboard/{username}/orders/{id}/steps: the merchant moves an order to its next fulfilment step. */
export default class OrderStepsController {
  async store({ auth, params, request, response, session, website }: HttpContext) {
    const { step } = await request.validateUsing(orderStepValidator)
    const actor = auth.use('web').getUserOrFail()
    const order = await Fulfilment.move(website, actor, Number(params.id), step)
    session.flash('success', `طلب رقم ${order.number}: ${STEP_LABELS[step]}.`)
    return response
      .redirect()
      .toRoute('dashboard.orders.show', { username: website.username, id: order.id })
  }
}
