/*
| Paying for a plan: the plan page makes a checkout (plan, period, the amount computed here), the
| merchant pays it by card with 3-D Secure to the PLATFORM's Moyasar account, and the callback settles
| it. Nothing the browser says is believed: the payment is fetched with the platform's secret key and
| checked by the same rule as customers' payments (paymentMatches: amount, SAR, metadata) before the
| subscription moves. One payment pays one checkout (payment_id unique); a second callback changes
| nothing. The platform's webhook (platform_webhooks.ts) settles through the same applyPayment, for a
| merchant whose browser closed before the callback.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract, QueryClientContract } from '@adonisjs/lucid/types/database'
import Plan from '#models/plan'
import Website from '#models/website'
import Subscription from '#models/subscription'
import type { BillingPeriod } from '#models/subscription'
import SubscriptionPayment from '#models/subscription_payment'
import { DomainError } from '#exceptions/domain_error'
import { Moyasar, type MoyasarPayment } from '#services/payments/moyasar_client'
import { paymentMatches, paymentTaken } from '#services/payments/payment_check'
import { PlatformAccount } from '#services/billing/platform_account'
import { periodEnd, quote, type BillingState } from '#services/billing/plan_pricing'
import { JobQueue } from '#services/jobs/queue'

export type BillingOutcome =
  'paid' | 'already_paid' | 'failed' | 'pending' | 'mismatch' | 'other_checkout'

/** The metadata every plan payment carries (the card form sends it; the callback expects it). */
export function checkoutMetadata(website: Website, checkout: SubscriptionPayment) {
  return { website_id: String(website.id), plan_checkout_id: String(checkout.id) }
}

export const PlanBilling = {
  /** The running paid period of the website's plan (if still running) and one paid to follow it. */
  async state(website: Website, client?: QueryClientContract, now = DateTime.utc()) {
    const rows = await Subscription.query({ client })
      .where('website_id', website.id)
      .whereIn('status', ['active', 'scheduled'])
      .preload('plan')
      .orderBy('starts_at')
      .orderBy('id')
    const active = rows.find(
      (row) => row.status === 'active' && row.planId === website.planId && row.endsAt > now
    )
    return {
      active: active ?? null,
      scheduled: active ? (rows.find((row) => row.status === 'scheduled') ?? null) : null,
    } as BillingState & { scheduled: (Subscription & { plan: Plan }) | null }
  },

  /** A checkout of `plan` for `period` at the price the server computes now. */
  async checkout(website: Website, data: { plan_id: number; period: BillingPeriod }) {
    PlatformAccount.keys()
    const plan = await Plan.find(data.plan_id)
    if (!plan) throw new DomainError('billing_plan_not_billable')
    const q = quote(await this.state(website), plan, data.period)
    return SubscriptionPayment.create({
      websiteId: website.id,
      planId: plan.id,
      period: q.period,
      kind: q.kind,
      amount: q.amount,
      status: 'pending',
    })
  },

  /** A checkout of the website, by id (another website's is a 404). */
  find(website: Website, id: number) {
    return SubscriptionPayment.query()
      .where('website_id', website.id)
      .where('id', id)
      .preload('plan')
      .firstOrFail()
  },

  /** A paid checkout of the website (its invoice), by id; else a 404. */
  findPaid(website: Website, id: number) {
    return SubscriptionPayment.query()
      .where('website_id', website.id)
      .where('id', id)
      .where('status', 'paid')
      .preload('plan')
      .firstOrFail()
  },

  /** The callback: fetches payment `paymentId` with the platform's key and applies it to the checkout. */
  async settle(website: Website, checkoutId: number, paymentId: string): Promise<BillingOutcome> {
    const { secret } = PlatformAccount.keys()
    const checkout = await this.find(website, checkoutId)
    return this.applyPayment(website, checkout, await Moyasar.fetchPayment(secret, paymentId))
  },

  /**
   * A payment fetched with the platform's key, applied to a checkout of the website: the callback's and
   * the platform webhook's one path, so either may come first and the other changes nothing.
   */
  async applyPayment(
    website: Website,
    checkout: SubscriptionPayment,
    payment: MoyasarPayment
  ): Promise<BillingOutcome> {
    const matches = paymentMatches(payment, {
      amount: checkout.amount,
      metadata: checkoutMetadata(website, checkout),
    })

    return db.transaction(async (trx) => {
      if (trx.dialect.name === 'postgres') {
        // one settle at a time: invoice numbers are sequential and a website's periods chain
        await trx.rawQuery('LOCK TABLE subscription_payments IN SHARE ROW EXCLUSIVE MODE')
      }
      const row = await SubscriptionPayment.query({ client: trx })
        .where('website_id', website.id)
        .where('id', checkout.id)
        .firstOrFail()
      const known = await SubscriptionPayment.query({ client: trx })
        .where('payment_id', payment.id)
        .first()
      if (known && known.id !== row.id) return 'other_checkout'
      if (row.status === 'paid') return 'already_paid'
      if (!matches) return 'mismatch'
      if (payment.status === 'failed') {
        row.merge({
          status: 'failed',
          paymentId: payment.id,
          message: payment.source?.message?.slice(0, 255) ?? null,
        })
        await row.save()
        return 'failed'
      }
      if (!paymentTaken(payment)) return 'pending'
      await this.apply(trx, website.id, row, payment.id)
      return 'paid'
    })
  },

  /** Places the paid period, moves the website's plan when it starts now, numbers the invoice. */
  async apply(
    trx: TransactionClientContract,
    websiteId: number,
    row: SubscriptionPayment,
    paymentId: string
  ) {
    const now = DateTime.utc()
    const website = await Website.query({ client: trx })
      .where('id', websiteId)
      .forUpdate()
      .firstOrFail()
    const plan = await Plan.findOrFail(row.planId, { client: trx })
    const { active, scheduled } = await this.state(website, trx, now)

    let subscription: Subscription
    if (!active) {
      // subscribe (or the running period ended meanwhile): from now
      subscription = await Subscription.create(
        {
          websiteId,
          planId: plan.id,
          period: row.period,
          startsAt: now,
          endsAt: periodEnd(now, row.period),
          status: 'active',
        },
        { client: trx }
      )
      website.merge({ planId: plan.id, planExpiresAt: subscription.endsAt })
    } else if (row.kind === 'upgrade' && plan.id !== active.planId) {
      // the dearer plan from now to the same end; the old period is kept as replaced
      active.useTransaction(trx)
      active.status = 'replaced'
      await active.save()
      subscription = await Subscription.create(
        {
          websiteId,
          planId: plan.id,
          period: active.period,
          startsAt: now,
          endsAt: active.endsAt,
          status: 'active',
        },
        { client: trx }
      )
      website.merge({ planId: plan.id })
    } else {
      // renew or downgrade: after the running period (and after one already queued)
      const start = scheduled?.endsAt ?? active.endsAt
      subscription = await Subscription.create(
        {
          websiteId,
          planId: plan.id,
          period: row.period,
          startsAt: start,
          endsAt: periodEnd(start, row.period),
          status: 'scheduled',
        },
        { client: trx }
      )
      // the same plan keeps running without a gap; another one waits for the end of the period
      if (plan.id === website.planId && !scheduled) website.planExpiresAt = subscription.endsAt
      // the daily check's job also runs at the start, so the period turns over on time
      await JobQueue.dispatch(
        'billing.check',
        {},
        { trx, runAt: start.toMillis(), uniqueKey: `billing.check@${start.toUTC().toISO()}` }
      )
    }
    await website.useTransaction(trx).save()

    const last = await trx.from('subscription_payments').max('invoice_number as last').first()
    row.useTransaction(trx)
    row.merge({
      status: 'paid',
      paymentId,
      message: null,
      paidAt: now,
      subscriptionId: subscription.id,
      invoiceNumber: Number(last?.last ?? 0) + 1,
    })
    await row.save()
  },
}
