// A cart's, an order's or a bill's VAT-inclusive summary card.
import type { ReactNode } from 'react'
import VatTotals from '~/components/ui/vat_totals'

/**
 * The VAT-inclusive summary of a cart, an order or a bill (DESIGN.md section 4) in a card, with what
 * the page adds under the figures.
 */
export default function AccountSummary({
  totals,
  taxed,
  title = 'ملخص الطلب',
  delivery,
  children,
}: {
  /** the figures, VAT included in the total */
  totals: { subtotal: number; vat: number; total: number }
  /** false for a merchant issuing plain receipts: the total alone */
  taxed: boolean
  title?: string
  /** the delivery fee line (VAT included, inside the figures) */
  delivery?: { fee: number; pickup?: boolean } | null
  children?: ReactNode
}) {
  return (
    <aside className="card account-summary" aria-label={title}>
      <h2>{title}</h2>
      <VatTotals
        subtotal={totals.subtotal}
        vat={totals.vat}
        total={totals.total}
        taxed={taxed}
        totalClassName="grand"
        delivery={delivery}
      />
      {children}
    </aside>
  )
}
