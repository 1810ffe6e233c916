import Money from './money'
import MoneyLine from './money_line'

/**
 * The VAT-inclusive figures of a cart, an order or a booking, as on its tax invoice (DESIGN.md
 * section 4): subtotal before VAT, VAT 15%, total. The server computed them; this only shows them.
 * A merchant who issues plain receipts (`taxed` false) shows the total alone, with no word of VAT.
 * Each area styles the list and its total line with its own classes.
 */
export default function VatTotals({
  subtotal,
  vat,
  total,
  taxed,
  className,
  totalClassName,
  delivery,
}: {
  subtotal: number
  vat: number
  total: number
  taxed: boolean
  className?: string
  totalClassName: string
  /** the order's delivery fee (VAT included, inside the figures), or its pick-up (no fee) */
  delivery?: { fee: number; pickup?: boolean } | null
}) {
  return (
    <dl className={className}>
      {delivery && (
        <div className="delivery-fee-line">
          <dt>{delivery.pickup ? 'الاستلام من الفرع' : 'رسوم التوصيل'}</dt>
          <dd>{delivery.fee > 0 ? <Money halalas={delivery.fee} /> : 'مجانا'}</dd>
        </div>
      )}
      {taxed && (
        <>
          <MoneyLine label="المجموع قبل الضريبة" halalas={subtotal} />
          <MoneyLine label="ضريبة القيمة المضافة (15%)" halalas={vat} />
        </>
      )}
      <MoneyLine
        className={totalClassName}
        label={taxed ? 'الإجمالي شامل الضريبة' : 'الإجمالي'}
        halalas={total}
      />
    </dl>
  )
}
