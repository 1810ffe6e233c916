import transmit from '@adonisjs/transmit/services/main'
import logger from '@adonisjs/core/services/logger'
import Order from '#models/order'
import Booking from '#models/booking'
import Website from '#models/website'
import type { PurchaseKind } from '#services/dashboard/purchase_desk'
import { PurchaseDesk } from '#services/dashboard/purchase_desk'
import { BookingPresenter } from '#presenters/booking_presenter'
import type { PurchaseFacts } from '#mails/purchase_mail'
import { jobs, mailJob, recipientOf } from '#services/jobs/jobs'
import type { MailJobPayload } from '#services/jobs/mail_job'
import { urlFor } from '#http/urls/urls'
import { websiteAddress } from '#http/urls/website_addresses'
import type { StepChange } from '#services/fulfilment/step_records'
import { CustomerSms } from '#services/customers/customer_sms'
import { LiveChannels } from '#services/dashboard/live_channels'
import { orderDeliveryLines } from '#presenters/order_delivery_presenter'
import { dashboardAddress } from '#http/urls/website_addresses'

/** What the dashboard's live toast gets about a new order or booking. */
export interface PurchaseAlert {
  kind: PurchaseKind
  id: number
  number: number
  customerName: string
  total: number
  message: string
  pending: { orders: number; bookings: number }
}

async function load(websiteId: number, kind: PurchaseKind, id: number) {
  const website = await Website.findOrFail(websiteId)
  const purchase =
    kind === 'order'
      ? await Order.query()
          .where('website_id', websiteId)
          .where('id', id)
          .preload('customer')
          .preload('branch')
          .first()
      : await Booking.query()
          .where('website_id', websiteId)
          .where('id', id)
          .preload('customer')
          .first()
  return { website, purchase }
}

async function factsOf(
  website: Website,
  kind: PurchaseKind,
  purchase: Order | Booking
): Promise<PurchaseFacts> {
  const path =
    kind === 'order'
      ? urlFor('store.orders.show', { username: website.username, id: purchase.id })
      : urlFor('store.bookings.show', { username: website.username, id: purchase.id })
  const facts: PurchaseFacts = {
    kind,
    websiteName: website.nameAr,
    number: purchase.number,
    total: purchase.total,
    // a purchase billed as a plain receipt carries no VAT (tax_mode.ts)
    taxed: purchase.vat > 0,
    // the website's own address (primary domain or subdomain) when it has one
    url: await websiteAddress(website, path),
  }
  if (kind === 'booking') {
    const row = BookingPresenter.row(purchase as Booking)
    facts.appointment = `${row.dateLabel}، ${row.timeLabel}`
    facts.reservationCode = (purchase as Booking).reservationCode
  } else {
    const order = purchase as Order
    facts.delivery = orderDeliveryLines(order, order.branch?.name ?? null)
  }
  return facts
}

/**
 * The owner's mail of a new order: the customer's facts, with the order's page in the dashboard.
 * An owner without an address (none should be) is skipped.
 */
async function ownerMail(website: Website, order: Order, facts: PurchaseFacts) {
  await website.load('owner')
  if (!website.owner?.email) return
  await queue(
    mailJob('new_order', recipientOf(website.owner), {
      ...facts,
      customerName: order.customer.name,
      url: dashboardAddress(website, 'dashboard.orders.show', { id: order.id }),
    })
  )
}

/**
 * A durable job (app/services/jobs), not awaited by the customer's or the merchant's request: the
 * runners send it after the response, and retry it when the mail server fails; a restart loses none.
 * Storing it failing is logged, never a 500.
 */
async function queue(message: MailJobPayload) {
  try {
    await jobs.dispatch('mail.send', message)
  } catch (error) {
    logger.error({ err: error }, 'purchase mail not queued')
  }
}

export default class PurchaseNotifications {
  /**
   * A new order or booking: the owner's open dashboards get a toast, the customer a mail; a new order
   * mails the owner too, with how it is received.
   */
  async placed(event: { websiteId: number; kind: PurchaseKind; id: number }) {
    const { website, purchase } = await load(event.websiteId, event.kind, event.id)
    if (!purchase) return
    const pending = await PurchaseDesk.pendingCounts(website)
    const alert: PurchaseAlert = {
      kind: event.kind,
      id: purchase.id,
      number: purchase.number,
      customerName: purchase.customer.name,
      total: purchase.total,
      message:
        event.kind === 'order'
          ? `طلب جديد رقم ${purchase.number} من ${purchase.customer.name}`
          : `حجز جديد رقم ${purchase.number} من ${purchase.customer.name}`,
      pending,
    }
    transmit.broadcast(LiveChannels.website(website.id), { ...alert, pending: { ...pending } })
    if (purchase.branchId !== null) {
      // the branch's staff hear of it too, with their own branch's counts
      const branchPending = await PurchaseDesk.pendingCounts(website, purchase.branchId)
      transmit.broadcast(LiveChannels.branch(website.id, purchase.branchId, event.kind), {
        ...alert,
        pending: { ...branchPending },
      })
    }
    const facts = await factsOf(website, event.kind, purchase)
    await queue(mailJob('purchase_received', recipientOf(purchase.customer), facts))
    if (event.kind === 'order') await ownerMail(website, purchase as Order, facts)
  }

  /**
   * Confirmed or cancelled from the dashboard: the customer is told. An order completed is delivered:
   * its step's mail tells it (stepChanged), not a second one.
   */
  async statusChanged(event: {
    websiteId: number
    kind: PurchaseKind
    id: number
    status: 'success' | 'cancel'
  }) {
    if (event.kind === 'order' && event.status === 'success') return
    const { website, purchase } = await load(event.websiteId, event.kind, event.id)
    if (!purchase) return
    const recipient = recipientOf(purchase.customer)
    const facts = await factsOf(website, event.kind, purchase)
    await queue(
      event.status === 'success'
        ? mailJob('purchase_confirmed', recipient, facts)
        : mailJob('purchase_cancelled', recipient, facts)
    )
  }

  /** An order moved to a fulfilment step: the customer's mail of that step. */
  async stepChanged(event: StepChange) {
    const { website, purchase } = await load(event.websiteId, 'order', event.id)
    if (!purchase) return
    const facts = await factsOf(website, 'order', purchase)
    await queue(
      mailJob('order_step', recipientOf(purchase.customer), { ...facts, step: event.step })
    )
  }

  /** The same step by SMS, when the platform sends texts: a job, so a slow provider waits for nobody. */
  async stepTexted(event: StepChange) {
    if (!CustomerSms.enabled()) return
    try {
      await jobs.dispatch('sms.order_step', {
        websiteId: event.websiteId,
        orderId: event.id,
        step: event.step,
      })
    } catch (error) {
      logger.error({ err: error }, 'order step SMS not queued')
    }
  }
}
