import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OrdersController from '#controllers/dashboard/orders_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/dashboard_purchases.css'
import { Money, type Column } from '~/components/ui'
import PurchasePanel, {
  CustomerContact,
  PurchaseLines,
} from '~/components/dashboard/purchase_panel'
import DashboardLayout from '~/layouts/dashboard_layout'
import RefundPanel from '~/components/payments/refund_panel'
import DeliveryPanel from '~/components/dashboard/delivery_panel'
import OrderStepsPanel from '~/components/dashboard/order_steps_panel'
import '../../../css/payments.css'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'
import DashPage from '~/components/dashboard/records/dash_page'
import MetaRow from '~/components/dashboard/meta_row'

type Props = InferPageProps<OrdersController, 'show'>
type Line = Props['order']['items'][number]

/** One order: its state and actions, the customer and the delivery, the lines and the VAT figures. */
export default function OrderShow({ order, paidMethods, payment, delivery }: Props) {
  const { username } = usePage<Props & { username: string }>().props

  const columns: Column<Line>[] = [
    { header: '#', cell: (line) => line.index },
    { header: 'المنتج', cell: (line) => line.name },
    { header: 'السعر', cell: (line) => <Money halalas={line.unitPrice} />, className: 'is-number' },
    { header: 'الكمية', cell: (line) => line.quantity, className: 'is-number' },
    { header: 'الإجمالي', cell: (line) => <Money halalas={line.total} />, className: 'is-number' },
  ]

  return (
    <DashPage
      back={{ href: route('dashboard.orders.index', { username }), label: 'كل الطلبات' }}
      title={`طلب رقم ${order.number}`}
      sub={
        <>
          <span>{formatDateTime(order.createdAt)}</span>
          <span>{order.paymentMethod}</span>
        </>
      }
    >
      <div className="dash-purchase-grid">
        <OrderStepsPanel orderId={order.id} fulfilment={order.fulfilment} />
        <PurchasePanel kind="order" purchase={order} paidMethods={paidMethods} />

        <section className="dash-card" aria-label="العميل والتوصيل">
          <h2>العميل</h2>
          <dl className="dash-message-meta">
            <MetaRow term="الاسم">{order.customer.name}</MetaRow>
            <CustomerContact customer={order.customer} />
            <MetaRow term="طريقة الاستلام">{order.delivery.methodLabel}</MetaRow>
            {order.delivery.requestedLabel && (
              <MetaRow term={order.delivery.method === 'pickup' ? 'موعد الاستلام' : 'موعد التوصيل'}>
                {order.delivery.requestedLabel}
              </MetaRow>
            )}
            {order.shippingAddress && (
              <MetaRow term="عنوان التوصيل">{order.shippingAddress}</MetaRow>
            )}
            {order.branch && (
              <MetaRow term={order.delivery.method === 'pickup' ? 'فرع الاستلام' : 'الفرع'}>
                {order.branch.name}
              </MetaRow>
            )}
            {order.notes && <MetaRow term="ملاحظات">{order.notes}</MetaRow>}
          </dl>
        </section>
      </div>

      {delivery && <DeliveryPanel orderId={order.id} delivery={delivery} />}

      <RefundPanel key={payment.refundable} kind="order" id={order.id} payment={payment} />

      <PurchaseLines title="المنتجات" columns={columns} purchase={order} />
    </DashPage>
  )
}

OrderShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
