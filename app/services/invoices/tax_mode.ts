// Whether a website issues tax invoices or plain receipts (the plan's tax_enabled and its VAT number).
import type Website from '#models/website'
import { PlanLimits, type PlanReadOptions } from '#services/plans/plan_limits'
import { splitVat, type VatSplit } from '#services/invoices/vat'

/** 'tax': simplified tax invoices (VAT lines, ZATCA QR); 'receipt': plain receipts. */
export type BillKind = 'tax' | 'receipt'

/** Why a website issues what it issues: shown on the dashboard's settings. */
export type BillKindReason = 'tax_enabled' | 'plan' | 'vat_number'

export interface TaxMode {
  kind: BillKind
  reason: BillKindReason
}

/**
 * A merchant issues tax invoices only when the plan includes `tax_enabled` AND a VAT number is entered;
 * otherwise every bill is a plain receipt, and no page, bill, mail or export claims that prices include
 * VAT. The plan is read through the caller's transaction when one is open.
 */
export async function taxModeOf(website: Website, options?: PlanReadOptions): Promise<TaxMode> {
  if (!(await PlanLimits.hasFeature(website, 'tax_enabled', options))) {
    return { kind: 'receipt', reason: 'plan' }
  }
  if (!website.vatNumber?.trim()) return { kind: 'receipt', reason: 'vat_number' }
  return { kind: 'tax', reason: 'tax_enabled' }
}

/** The figures of a total under a mode: the VAT split for tax invoices, no VAT at all on a receipt. */
export function splitFor(total: number, kind: BillKind): VatSplit & { taxed: boolean } {
  if (kind === 'tax') return { ...splitVat(total), taxed: true }
  splitVat(total) // the same guard on the amount
  return { subtotal: total, vat: 0, total, taxed: false }
}
