// The plan page's data: the plan in force, what each paid plan and period would cost, the invoices.
import { DateTime } from 'luxon'
import Plan from '#models/plan'
import type Website from '#models/website'
import type { BillingPeriod } from '#models/subscription'
import SubscriptionPayment from '#models/subscription_payment'
import type { BillingKind } from '#models/subscription_payment'
import { DomainError } from '#exceptions/domain_error'
import { PlanBilling } from '#services/billing/plan_billing'
import { PlatformAccount } from '#services/billing/platform_account'
import { isBillable, quote } from '#services/billing/plan_pricing'
import { splitVat } from '#services/invoices/vat'
import { paymentFailureText } from '#services/payments/payment_failures'
import { zatcaPayloadFor, zatcaQrSvg } from '#services/invoices/zatca'

const PERIOD_LABELS: Record<BillingPeriod, string> = { monthly: 'شهري', yearly: 'سنوي' }

export const KIND_LABELS: Record<BillingKind, string> = {
  subscribe: 'اشتراك',
  renew: 'تجديد',
  upgrade: 'ترقية',
  downgrade: 'تخفيض الباقة',
}

/** The invoices' number as printed: SF- and six digits. */
const invoiceNumber = (number: number) => `SF-${String(number).padStart(6, '0')}`

export const PlanPresenter = {
  async page(website: Website) {
    const now = DateTime.utc()
    const [state, plans, payments] = await Promise.all([
      PlanBilling.state(website),
      Plan.query().orderBy('sort_order').orderBy('id'),
      SubscriptionPayment.query()
        .where('website_id', website.id)
        .where('status', 'paid')
        .preload('plan')
        .orderBy('id', 'desc'),
    ])
    const plan = plans.find((row) => row.id === website.planId)
    const expired = !!website.planExpiresAt && website.planExpiresAt <= now
    const offer = (row: Plan, period: BillingPeriod) => {
      if (!isBillable(row, period)) return null
      try {
        const q = quote(state, row, period, now)
        return { kind: q.kind, label: KIND_LABELS[q.kind], amount: q.amount, period: q.period }
      } catch (error) {
        if (error instanceof DomainError) return null
        throw error
      }
    }
    return {
      billingAvailable: PlatformAccount.configured(),
      current: {
        planName: plan?.name ?? '',
        paid: !!state.active,
        free: !!plan?.isDefault,
        // a plan with an end date and no paid period is a trial
        trial: !state.active && !!website.planExpiresAt,
        endsAt: website.planExpiresAt?.toISO() ?? null,
        expired,
        period: state.active ? PERIOD_LABELS[state.active.period] : null,
      },
      scheduled: state.scheduled
        ? {
            planName: state.scheduled.plan.name,
            startsAt: state.scheduled.startsAt.toISO()!,
            endsAt: state.scheduled.endsAt.toISO()!,
          }
        : null,
      plans: plans
        .filter((row) => isBillable(row, 'monthly') || isBillable(row, 'yearly'))
        .map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description ?? '',
          current: row.id === website.planId && !!state.active,
          monthly: offer(row, 'monthly'),
          yearly: offer(row, 'yearly'),
        })),
      invoices: payments.map((row) => ({
        id: row.id,
        number: invoiceNumber(row.invoiceNumber ?? 0),
        paidAt: row.paidAt?.toISO() ?? null,
        description: `${KIND_LABELS[row.kind]} ${row.plan.name} (${PERIOD_LABELS[row.period]})`,
        amount: row.amount,
      })),
    }
  },

  /** The pay page of one checkout: what is paid for and the card form's fields. */
  checkout(row: SubscriptionPayment) {
    return {
      id: row.id,
      planName: row.plan.name,
      kind: KIND_LABELS[row.kind],
      period: PERIOD_LABELS[row.period],
      amount: row.amount,
      failed: row.status === 'failed' ? paymentFailureText(row.message) : null,
    }
  },

  /**
   * The platform's tax invoice of a paid checkout: the platform as the seller (its name and VAT number
   * from configuration), the website's owner as the buyer, one line, VAT split from the total, and the
   * ZATCA QR through the same encoder as the merchants' own bills. Without a VAT number configured it
   * prints as a receipt, without VAT lines or QR.
   */
  async invoice(website: Website, row: SubscriptionPayment) {
    const seller = PlatformAccount.seller()
    const { subtotal, vat, total } = splitVat(row.amount)
    const issuedAt = (row.paidAt ?? row.createdAt).toJSDate()
    const taxed = !!seller.vatNumber
    const payload = taxed
      ? zatcaPayloadFor({
          sellerName: seller.name,
          sellerVatNumber: seller.vatNumber,
          issuedAt,
          total,
          vat,
        })
      : null
    await website.load('owner')
    return {
      kind: taxed ? ('tax' as const) : ('receipt' as const),
      taxed,
      title: taxed ? 'فاتورة ضريبية مبسطة' : 'إيصال استلام مبلغ',
      qr: payload ? { payload, svg: await zatcaQrSvg(payload) } : null,
      number: invoiceNumber(row.invoiceNumber ?? 0),
      issuedAt: (row.paidAt ?? row.createdAt).toISO()!,
      seller: {
        name: seller.name,
        vatNumber: seller.vatNumber,
        crNumber: null,
        address: null,
        phone: null,
        email: null,
      },
      customer: {
        name: website.legalName || website.owner.name,
        email: website.owner.email,
        phone: null as string | null,
        address: null as string | null,
      },
      line: {
        description: `${KIND_LABELS[row.kind]} ${row.plan.name} - ${PERIOD_LABELS[row.period]} - ${website.nameAr}`,
        total,
      },
      subtotal,
      vat,
      total,
      paymentMethod: 'بطاقة (ميسر)',
      payment: { status: 'paid' as const, label: 'مدفوع', paidAmount: total, remaining: 0 },
    }
  },
}

export type PlanInvoice = Awaited<ReturnType<typeof PlanPresenter.invoice>>
