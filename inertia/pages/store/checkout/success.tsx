import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CheckoutController from '#controllers/store/account/checkout_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import { route } from '~/lib/route'
import '~/css/account.css'

type Props = InferPageProps<CheckoutController, 'success'>

/** The order is placed: its number, linking to /o/{username}/orders/{id}. */
export default function CheckoutSuccess({ order, username }: Props) {
  const orderHref = route('store.orders.show', { username, id: order.id })
  return (
    <div className="container checkout-page">
      <Seo title="تم استلام الطلب" />
      <div className="card success-card" role="status">
        <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="var(--primary)" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1>تم استلام طلبك</h1>
        <p>
          رقم الطلب{' '}
          <Link href={orderHref} className="order-number">
            {order.number}
          </Link>
        </p>
        <p className="muted">الدفع عند الاستلام. سيتواصل معك المتجر لتأكيد الطلب.</p>
        <div className="form-actions center">
          <Link href={orderHref} className="btn btn-primary">
            عرض الطلب
          </Link>
          <Link href={route('store.home.show', { username })} className="btn btn-outline">
            متابعة التسوق
          </Link>
        </div>
      </div>
    </div>
  )
}

CheckoutSuccess.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
