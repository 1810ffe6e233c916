import type { HttpContext } from '@adonisjs/core/http'
import { presentOrderInvoice } from '#presenters/invoice_presenter'
import { requireCustomer } from '#http/sessions/store_session'
import { CustomerPurchases } from '#services/customers/customer_purchases'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'

/** The printable simplified tax invoice of an order (opened by the print button in an 800x600 window). */
export default class InvoicesController {
  async show(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const order = await CustomerPurchases.order(ctx.website, customer, ctx.params.id).first()
    if (!order) return renderStoreNotFound(ctx, STORE_NOT_FOUND.order, { back: 'orders' })
    await order.load('items', (q) => q.orderBy('id'))
    if (!order.bill) {
      return renderStoreNotFound(ctx, STORE_NOT_FOUND.order, {
        description: 'لا توجد فاتورة لهذا الطلب',
        back: 'orders',
      })
    }
    return ctx.inertia.render('store/orders/invoice', {
      invoice: await presentOrderInvoice(order, order.bill, customer),
    })
  }
}
