import type { HttpContext } from '@adonisjs/core/http'
import { randomUUID } from 'node:crypto'
import { CheckoutService } from '#services/orders/checkout_service'
import { customerOrdersPage } from '#services/customers/customer_history'
import { OrderPresenter } from '#presenters/order_presenter'
import { presentOrderInvoice } from '#presenters/invoice_presenter'
import { apiOrderValidator } from '#validators/checkout'
import { toApi } from '#http/api/api'
import { ownPurchase, purchaseHistory } from '#controllers/api/v1/purchase_history'
import { ApiSpec } from '#presenters/api_spec_presenter'
import { apiPayment } from '#presenters/api_payment_presenter'

/** The customer's orders over the API (SPEC.md section 7, Orders and customer). */
export default class OrdersController {
  /** POST /order: the order, priced from the database, cash on delivery; one per checkout_token. */
  async store(ctx: HttpContext) {
    const customer = ctx.auth.use('api').getUserOrFail()
    const input = await ctx.request.validateUsing(apiOrderValidator)
    const checkout = new CheckoutService(ctx.website, customer)
    await checkout.keepMobile(input.mobile)
    const order = await checkout.placeItems({
      token: input.checkout_token ?? randomUUID(),
      items: input.items.map((item) => ({
        productId: item.id,
        optionId: item.option_id ?? null,
        quantity: item.quantity,
        price: item.price,
      })),
      addressId: input.address_id ?? null,
      branchId: input.branch ?? null,
      notes: input.notes,
      delivery: {
        method: input.delivery_method ?? 'delivery',
        requestedDate: input.requested_date ?? null,
        requestedSlot: input.requested_slot ?? null,
      },
    })
    await order.load((loader) => loader.load('items', (q) => q.orderBy('id')).load('bill'))
    return ctx.response.status(201).send({
      status: true,
      message: 'تم استلام طلبك',
      order: {
        ...ApiSpec.order(toApi(OrderPresenter.detail(order, null)), order.bill),
        payment: apiPayment(order, order.bill, 'customer'),
      },
    })
  }

  async index(ctx: HttpContext) {
    return purchaseHistory(ctx, 'orders', customerOrdersPage, ApiSpec.orderRow)
  }

  /** GET /order/{id}: the customer's own order with its bill; anyone else's is not found. */
  async show(ctx: HttpContext) {
    const { customer, purchase: order, branch } = await ownPurchase(ctx, 'order')
    return {
      status: 'success',
      order: {
        ...ApiSpec.order(toApi(OrderPresenter.detail(order, branch)), order.bill),
        // what was paid and refunded (issue 29 item 7)
        payment: apiPayment(order, order.bill, 'customer'),
      },
      bill: order.bill
        ? ApiSpec.bill(toApi(await presentOrderInvoice(order, order.bill, customer)), order.bill)
        : null,
    }
  }
}
