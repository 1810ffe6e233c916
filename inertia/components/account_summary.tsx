import type { ReactNode } from 'react'
import Money from '~/components/ui/money'

/**
 * The VAT-inclusive summary of a cart, an order or a bill (DESIGN.md section 4): subtotal before VAT,
 * VAT 15%, total. The server computed the figures; this only shows them.
 */
export default function AccountSummary({
  subtotal,
  vat,
  total,
  title = 'ملخص الطلب',
  children,
}: {
  subtotal: number
  vat: number
  total: number
  title?: string
  children?: ReactNode
}) {
  return (
    <aside className="card account-summary" aria-label={title}>
      <h2>{title}</h2>
      <dl>
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
        <div className="grand">
          <dt>الإجمالي شامل الضريبة</dt>
          <dd>
            <Money halalas={total} />
          </dd>
        </div>
      </dl>
      {children}
    </aside>
  )
}
