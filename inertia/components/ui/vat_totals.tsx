import Money from './money'

/**
 * The VAT-inclusive figures of a cart, an order or a booking, as on its tax invoice (DESIGN.md
 * section 4): subtotal before VAT, VAT 15%, total. The server computed them; this only shows them.
 * Each area styles the list and its total line with its own classes.
 */
export default function VatTotals({
  subtotal,
  vat,
  total,
  className,
  totalClassName,
}: {
  subtotal: number
  vat: number
  total: number
  className?: string
  totalClassName: string
}) {
  return (
    <dl className={className}>
      <div>
        <dt>المجموع قبل الضريبة</dt>
        <dd>
          <Money halalas={subtotal} />
        </dd>
      </div>
      <div>
        <dt>ضريبة القيمة المضافة (15%)</dt>
        <dd>
          <Money halalas={vat} />
        </dd>
      </div>
      <div className={totalClassName}>
        <dt>الإجمالي شامل الضريبة</dt>
        <dd>
          <Money halalas={total} />
        </dd>
      </div>
    </dl>
  )
}
