import type { ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import type { OrderDetail } from '#presenters/order_presenter'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import AccountLayout from '~/components/account_layout'
import AccountSummary from '~/components/account_summary'
import { AccountOrderStatus, AccountPaymentStatus } from '~/components/account_order_status'
import { formatDate } from '~/lib/format'
import type { StorePageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'

/** OrdersController.show's type lost these props (it may also render orders/missing with none). */
type Props = StorePageProps<{ order: OrderDetail }>

/** SPEC.md section 9: the bill opens in an 800x600 print window (?print=1 asks it to print). */
function openInvoiceWindow(printUrl: string, url: string) {
  const win = window.open(printUrl, 'invoice', 'width=800,height=600')
  if (!win) window.location.href = url
}

/** An order: number, date, status, payment status, products, summary, and the print-invoice button. */
export default function OrderShow({ order, username }: Props) {
  const invoiceUrl = route('store.invoices.show', { username, id: order.id })

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
              openInvoiceWindow(
                route('store.invoices.show', { username, id: order.id }, { print: 1 }),
                invoiceUrl
              )
            }}
          >
            طباعة الفاتورة
          </a>
        )}
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => router.post(route('store.orders.reorder', { username, id: order.id }))}
        >
          اطلب مرة أخرى
        </button>
        <Link href={route('store.orders.index', { username })} className="btn">
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
