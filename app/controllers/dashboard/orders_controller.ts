import type { HttpContext } from '@adonisjs/core/http'
import { deliveryPanel } from '#http/urls/delivery_links'
import { DomainError } from '#exceptions/domain_error'
import { PurchaseDesk } from '#services/dashboard/purchase_desk'
import { PAID_METHOD_OPTIONS, PurchasePresenter } from '#presenters/dashboard/purchase_presenter'
import { presentOrderInvoice } from '#presenters/invoice_presenter'
import {
  changePurchase,
  exportCsv,
  paymentPanel,
  queueOf,
} from '#controllers/dashboard/purchase_responses'
import { seatCan } from '#services/staff/permissions'
import { FULFILMENT_STEPS, STEP_LABELS } from '#services/fulfilment/fulfilment_steps'

/** /dashboard/{username}/orders: the day's orders, their detail, confirmation, payment and invoice. */
export default class OrdersController {
  async index(ctx: HttpContext) {
    const { rows, ...queue } = await queueOf(
      ctx,
      (website, filters, page) => PurchaseDesk.listOrders(website, filters, page),
      (order) => PurchasePresenter.orderRow(order)
    )
    // the fulfilment steps the list filters by (issue 36)
    const steps = FULFILMENT_STEPS.map((value) => ({ value, label: STEP_LABELS[value] }))
    return ctx.inertia.render('dashboard/orders/index', { orders: rows, ...queue, steps })
  }

  async show(ctx: HttpContext) {
    const { request, website, staffSeat } = ctx
    const order = await PurchaseDesk.findOrder(website, Number(ctx.params.id))
    const payment = await paymentPanel(ctx, 'order', order, order.bill)
    return ctx.inertia.render('dashboard/orders/show', {
      order: PurchasePresenter.orderDetail(order),
      // its representative, their link and the steps (the plan's manage_representatives), else null;
      // not offered to a role without delivery (a branch manager)
      delivery: seatCan(staffSeat, 'delivery')
        ? await deliveryPanel(request, website, order)
        : null,
      paidMethods: PAID_METHOD_OPTIONS,
      payment,
    })
  }

  async update(ctx: HttpContext) {
    return changePurchase(ctx, 'order')
  }

  /** The CSV of the whole filtered list, streamed. */
  async export(ctx: HttpContext) {
    exportCsv(ctx, 'order')
  }

  /** The customer's own tax invoice document (same page, same QR), printable from the dashboard. */
  async invoice({ inertia, params, website }: HttpContext) {
    const order = await PurchaseDesk.findOrder(website, Number(params.id))
    if (!order.bill) throw new DomainError('not_found')
    return inertia.render('store/orders/invoice', {
      invoice: await presentOrderInvoice(order, order.bill, order.customer),
    })
  }
}
