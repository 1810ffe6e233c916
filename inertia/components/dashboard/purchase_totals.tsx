import { Money } from '~/components/ui'

/** The VAT-inclusive figures of an order or a booking, as on its tax invoice. */
export default function PurchaseTotals({
  subtotal,
  vat,
  total,
}: {
  subtotal: number
  vat: number
  total: number
}) {
  return (
    <dl className="dash-purchase-totals">
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
      <div className="is-total">
        <dt>الإجمالي شامل الضريبة</dt>
        <dd>
          <Money halalas={total} />
        </dd>
      </div>
    </dl>
  )
}
