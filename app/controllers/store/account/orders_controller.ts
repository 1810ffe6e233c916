import type { HttpContext } from '@adonisjs/core/http'
import { customerOrdersPage } from '#services/customers/customer_history'
import { OrderPresenter } from '#presenters/order_presenter'
import { FulfilmentPresenter } from '#presenters/fulfilment_presenter'
import { reorder } from '#services/orders/reorder'
import { cartOf, requireCustomer } from '#http/sessions/store_session'
import { urlFor } from '#http/urls/urls'
import { CustomerPurchases } from '#services/customers/customer_purchases'
import { renderStoreNotFound, STORE_NOT_FOUND } from '#http/pages/store_not_found'
import { PaymentPresenter } from '#presenters/payment_presenter'
import { renderHistory } from '#controllers/store/account/history_page'

/** The customer's orders: list with counters, detail, and "order again". */
export default class OrdersController {
  async index(ctx: HttpContext) {
    return renderHistory(ctx, 'store/orders/index', customerOrdersPage)
  }

  async show(ctx: HttpContext) {
    const order = await this.findOwn(ctx)
    if (!order) return this.missing(ctx)
    await order.load('events', (q) => q.orderBy('created_at', 'asc').orderBy('id', 'asc'))
    const branch = await CustomerPurchases.linesAndBranch(ctx.website, order)
    return ctx.inertia.render('store/orders/show', {
      order: OrderPresenter.detail(order, branch),
      // the fulfilment steps reached and when (issue 36), without the staff's names
      timeline: FulfilmentPresenter.timeline(order, order.events, false),
      payment: await PaymentPresenter.ofOrder(ctx.website, order, order.bill),
    })
  }

  async reorder(ctx: HttpContext) {
    const order = await this.findOwn(ctx)
    if (!order) return this.missing(ctx)
    const { added, skipped } = await reorder(cartOf(ctx, { forWriting: true }), order)
    if (added > 0) ctx.session.flash('success', 'أضيفت منتجات الطلب إلى السلة')
    if (skipped > 0) {
      ctx.session.flash(
        'notification',
        `${skipped} من منتجات الطلب لم تعد متوفرة ولم تضف إلى السلة`
      )
    }
    return ctx.response.redirect(urlFor('store.cart.show', { username: ctx.website.username }))
  }

  /** The signed-in customer's own order of this website with this id, else null. */
  private findOwn(ctx: HttpContext) {
    return CustomerPurchases.order(ctx.website, requireCustomer(ctx), ctx.params.id).first()
  }

  /** 'طلب غير موجود' with status 404: unknown, another customer's or another website's order. */
  private missing(ctx: HttpContext) {
    return renderStoreNotFound(ctx, STORE_NOT_FOUND.order, { back: 'orders' })
  }
}
