// The merchant API's moves of one order: its fulfilment step and its delivery representative.
import type { HttpContext } from '@adonisjs/core/http'
import { Fulfilment } from '#services/fulfilment/fulfilment'
import { Delivery } from '#services/delivery/delivery'
import { PurchaseDesk } from '#services/dashboard/purchase_desk'
import { orderStepValidator } from '#validators/order_step'
import { assignRepresentativeValidator } from '#validators/representative'
import { actorOf, merchantOrderDetail } from '#http/api/merchant_api'

/** The dashboard's services and validators; each answers the order's detail as GET /orders/{id} does. */
export default class MerchantOrderDeliveryController {
  /** POST /orders/{id}/steps: forward only, as fulfilment_steps.ts allows (409 otherwise). */
  async step(ctx: HttpContext) {
    const { website, params, request } = ctx
    // another website's id is a 404 before the body is read
    await PurchaseDesk.findOrder(website, Number(params.id))
    const { step } = await request.validateUsing(orderStepValidator)
    await Fulfilment.move(website, await actorOf(ctx), Number(params.id), step)
    return {
      data: await merchantOrderDetail(
        ctx,
        await PurchaseDesk.findOrder(website, Number(params.id))
      ),
    }
  }

  /** PUT /orders/{id}/representative: assigns a pending order (a new signed link) or unassigns it. */
  async assign(ctx: HttpContext) {
    const { website, params, request } = ctx
    await PurchaseDesk.findOrder(website, Number(params.id))
    const input = await request.validateUsing(assignRepresentativeValidator)
    await Delivery.assign(website, await actorOf(ctx), Number(params.id), input.representative_id)
    return {
      data: await merchantOrderDetail(
        ctx,
        await PurchaseDesk.findOrder(website, Number(params.id))
      ),
    }
  }
}
