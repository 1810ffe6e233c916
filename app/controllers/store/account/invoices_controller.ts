import type { HttpContext } from '@adonisjs/core/http'
import { presentOrderInvoice } from '#presenters/invoice_presenter'
import { requireCustomer, customerBouncer } from '#http/store_session'
import CustomerOrderPolicy from '#policies/customer_order_policy'

/** The printable simplified tax invoice of an order (opened by the print button in an 800x600 window). */
export default class InvoicesController {
  async show(ctx: HttpContext) {
    const customer = requireCustomer(ctx)
    const order = await ctx.website.related('orders').query().where('id', ctx.params.id).first()
    const allowed =
      order && (await customerBouncer(ctx).with(CustomerOrderPolicy).allows('print', order))
    if (!order || !allowed) {
      ctx.response.status(404)
      return ctx.inertia.render('store/orders/missing', {})
    }
    await order.load((loader) => loader.load('items', (q) => q.orderBy('id')).load('bill'))
    if (!order.bill) {
      ctx.response.status(404)
      return ctx.inertia.render('store/orders/missing', { message: 'لا توجد فاتورة لهذا الطلب' })
    }
    return ctx.inertia.render('store/orders/invoice', {
      invoice: await presentOrderInvoice(order, order.bill, customer),
    })
  }
}
