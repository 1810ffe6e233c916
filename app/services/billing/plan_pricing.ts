// What a plan change costs and when it runs: subscribe, renew, upgrade (prorated) or downgrade.
import { DateTime } from 'luxon'
import type Plan from '#models/plan'
import type Subscription from '#models/subscription'
import type { BillingPeriod } from '#models/subscription'
import type { BillingKind } from '#models/subscription_payment'
import { DomainError } from '#exceptions/domain_error'

/** Moyasar refuses a payment under 1 SAR: a tiny prorated difference is charged as 1 SAR. */
const MIN_CHARGE = 100

function priceOf(plan: Plan, period: BillingPeriod): number {
  return period === 'monthly' ? plan.priceMonthly : plan.priceYearly
}

/** A plan is sold for a period when it has a price for it (the free plan and one-off plans are not). */
export function isBillable(plan: Plan, period: BillingPeriod) {
  return priceOf(plan, period) > 0
}

export function periodEnd(start: DateTime, period: BillingPeriod): DateTime {
  return period === 'monthly' ? start.plus({ months: 1 }) : start.plus({ years: 1 })
}

/** The checkout the plan page would make, and where its period lands. */
interface Quote {
  kind: BillingKind
  period: BillingPeriod
  amount: number
  startsAt: DateTime
  endsAt: DateTime
}

/** The website's billing state: the running paid period and one that is paid to follow it. */
export interface BillingState {
  active: (Subscription & { plan: Plan }) | null
  scheduled: Subscription | null
}

/**
 * - No running paid period (free plan, trial, lapsed): subscribe, from now for the period, full price.
 * - The same plan: renew, from the current end for the period, full price.
 * - A dearer plan (by monthly price): upgrade now until the current end, in the current period. The
 *   charge is the prorated difference: (new price - old price, both for the current period) times the
 *   share of the period left (seconds left / seconds of the period), rounded up to the halala, at
 *   least MIN_CHARGE. The end date does not move.
 * - A cheaper plan: downgrade, paid now at its price, from the current end for the chosen period: it
 *   takes effect when the current period ends.
 * A period already paid to follow the current one is refused: one renewal is queued at a time.
 */
export function quote(
  state: BillingState,
  plan: Plan,
  period: BillingPeriod,
  now: DateTime = DateTime.utc()
): Quote {
  const { active } = state
  if (!active || active.endsAt <= now) {
    if (!isBillable(plan, period)) throw new DomainError('billing_plan_not_billable')
    return {
      kind: 'subscribe',
      period,
      amount: priceOf(plan, period),
      startsAt: now,
      endsAt: periodEnd(now, period),
    }
  }
  if (state.scheduled) throw new DomainError('billing_renewal_scheduled')
  const current = active.plan
  if (plan.id !== current.id && plan.priceMonthly > current.priceMonthly) {
    const upgradePeriod = active.period
    if (!isBillable(plan, upgradePeriod)) throw new DomainError('billing_plan_not_billable')
    const length = active.endsAt.toMillis() - active.startsAt.toMillis()
    const left = active.endsAt.toMillis() - now.toMillis()
    const difference = priceOf(plan, upgradePeriod) - priceOf(current, upgradePeriod)
    const prorated = Math.ceil((Math.max(difference, 0) * left) / Math.max(length, 1))
    return {
      kind: 'upgrade',
      period: upgradePeriod,
      amount: Math.max(prorated, MIN_CHARGE),
      startsAt: now,
      endsAt: active.endsAt,
    }
  }
  if (!isBillable(plan, period)) throw new DomainError('billing_plan_not_billable')
  return {
    kind: plan.id === current.id ? 'renew' : 'downgrade',
    period,
    amount: priceOf(plan, period),
    startsAt: active.endsAt,
    endsAt: periodEnd(active.endsAt, period),
  }
}
