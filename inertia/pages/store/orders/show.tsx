import type { ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/money'
import AccountLayout from '~/components/account_layout'
import AccountSummary from '~/components/account_summary'
import { AccountOrderStatus, AccountPaymentStatus } from '~/components/account_order_status'
import { formatDate } from '~/lib/format'
import type { OrderRow } from '~/pages/store/orders/index'
import type { SharedProps } from '~/types'

interface OrderDetail extends OrderRow {
  subtotal: number
  vat: number
  paymentMethod: string
  shippingAddress: string | null
  notes: string | null
  branch: { id: number; name: string } | null
  items: {
    index: number
    id: number
    name: string
    unitPrice: number
    quantity: number
    total: number
  }[]
  hasBill: boolean
}

/** SPEC.md section 9: the bill opens in an 800x600 print window. */
export function openInvoiceWindow(url: string) {
  const win = window.open(`${url}?print=1`, 'invoice', 'width=800,height=600')
  if (!win) window.location.href = url
}

/** An order: number, date, status, payment status, products, summary, and the print-invoice button. */
export default function OrderShow({ order }: { order: OrderDetail }) {
  const { username } = usePage<SharedProps>().props
  const base = `/o/${username}`
  const invoiceUrl = `${base}/orders/${order.id}/invoice`

  return (
    <AccountLayout active="orders" title={`الطلب #${order.number}`}>
      <Seo title={`الطلب #${order.number}`} />
      <div className="order-actions">
        {order.hasBill && (
          <a
            href={invoiceUrl}
            className="btn btn-primary"
            onClick={(event) => {
              event.preventDefault()
              openInvoiceWindow(invoiceUrl)
            }}
          >
            طباعة الفاتورة
          </a>
        )}
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => router.post(`${base}/orders/${order.id}/reorder`)}
        >
          اطلب مرة أخرى
        </button>
        <Link href={`${base}/orders`} className="btn">
          كل الطلبات
        </Link>
      </div>

      <dl className="card order-facts">
        <div>
          <dt>رقم الطلب</dt>
          <dd>#{order.number}</dd>
        </div>
        <div>
          <dt>التاريخ</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>حالة الطلب</dt>
          <dd>
            <AccountOrderStatus status={order.status} label={order.statusLabel} />
          </dd>
        </div>
        <div>
          <dt>حالة الدفع</dt>
          <dd>
            <AccountPaymentStatus payment={order.payment} />
          </dd>
        </div>
        <div>
          <dt>طريقة الدفع</dt>
          <dd>{order.paymentMethod}</dd>
        </div>
        {order.branch && (
          <div>
            <dt>الفرع</dt>
            <dd>{order.branch.name}</dd>
          </div>
        )}
        {order.shippingAddress && (
          <div className="wide">
            <dt>عنوان التوصيل</dt>
            <dd>{order.shippingAddress}</dd>
          </div>
        )}
        {order.notes && (
          <div className="wide">
            <dt>ملاحظات</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
      </dl>

      <table className="order-items">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">المنتج</th>
            <th scope="col">سعر الوحدة</th>
            <th scope="col">الكمية</th>
            <th scope="col">الإجمالي</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td data-label="#">{item.index}</td>
              <td data-label="المنتج">{item.name}</td>
              <td data-label="سعر الوحدة">
                <Money halalas={item.unitPrice} />
              </td>
              <td data-label="الكمية">{item.quantity}</td>
              <td data-label="الإجمالي">
                <Money halalas={item.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <AccountSummary subtotal={order.subtotal} vat={order.vat} total={order.total}>
        <dl className="payment-lines">
          <div>
            <dt>المدفوع</dt>
            <dd>
              <Money halalas={order.payment.paidAmount} />
            </dd>
          </div>
          <div>
            <dt>المتبقي</dt>
            <dd>
              <Money halalas={order.payment.remaining} />
            </dd>
          </div>
        </dl>
      </AccountSummary>
    </AccountLayout>
  )
}

OrderShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
