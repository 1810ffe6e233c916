import type { ReactNode } from 'react'
import type { OrderDetail } from '#presenters/order_presenter'
import StoreLayout from '~/layouts/store_layout'
import AccountLayout from '~/components/account_layout'
import { PurchaseDetail, purchaseColumns as col, type Fact } from '~/components/account_purchases'
import type { StorePageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import OrderPaymentBox from '~/components/payments/order_payment_box'
import type { OrderPayment } from '#presenters/payment_presenter'
import '~/css/payments.css'
import OrderTimeline, { type TimelineEntry } from '~/components/orders/order_timeline'

/** OrdersController.show's type lost these props (it may also render orders/missing with none). */
type Props = StorePageProps<{
  order: OrderDetail
  payment: OrderPayment
  timeline: TimelineEntry[]
}>
type Line = OrderDetail['items'][number]

/** An order: number, date, status, payment status, products, summary, and the print-invoice button. */
export default function OrderShow({ order, payment, timeline, username }: Props) {
  const more: Fact[] = []
  more.push({ label: 'طريقة الاستلام', value: order.delivery.methodLabel })
  if (order.delivery.requestedLabel) {
    const label = order.delivery.method === 'pickup' ? 'موعد الاستلام' : 'موعد التوصيل'
    more.push({ label, value: order.delivery.requestedLabel, wide: true })
  }
  if (order.branch) {
    const label = order.delivery.method === 'pickup' ? 'فرع الاستلام' : 'الفرع'
    more.push({ label, value: order.branch.name })
  }
  if (order.shippingAddress) {
    more.push({ label: 'عنوان التوصيل', value: order.shippingAddress, wide: true })
  }
  if (order.notes) more.push({ label: 'ملاحظات', value: order.notes, wide: true })

  return (
    <AccountLayout active="orders" title={`طلب رقم ${order.number}`}>
      <OrderPaymentBox
        payment={payment}
        payUrl={route('store.orders.pay', { username, id: order.id })}
        cancelled={order.status === 'cancel'}
      />
      <section className="card order-steps-card" aria-labelledby="order-steps-title">
        <h2 id="order-steps-title">مراحل الطلب</h2>
        <OrderTimeline entries={timeline} />
      </section>
      <PurchaseDetail<Line>
        record={order}
        labels={{ number: 'رقم الطلب', date: 'التاريخ', status: 'حالة الطلب' }}
        more={more}
        invoice={{
          url: route('store.invoices.show', { username, id: order.id }),
          printUrl: route('store.invoices.show', { username, id: order.id }, { print: 1 }),
          window: 'invoice',
        }}
        reorderUrl={route('store.orders.reorder', { username, id: order.id })}
        back={{ href: route('store.orders.index', { username }), label: 'كل الطلبات' }}
        lineColumns={[
          { header: '#', cell: (item) => item.index },
          { header: 'المنتج', cell: (item) => item.name },
          col.money('سعر الوحدة', (item) => item.unitPrice),
          { header: 'الكمية', cell: (item) => item.quantity },
          col.money('الإجمالي', (item) => item.total),
        ]}
        lines={order.items}
        linesCaption="المنتجات"
      />
    </AccountLayout>
  )
}

OrderShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
