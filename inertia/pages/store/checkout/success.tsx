import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CheckoutController from '#controllers/store/account/checkout_controller'
import StoreLayout from '~/layouts/store_layout'
import PurchaseDone from '~/components/store/purchase_done'
import { route } from '~/lib/route'
import '~/css/account.css'

type Props = InferPageProps<CheckoutController, 'success'>

/** The order is placed: its number, linking to /o/{username}/orders/{id}. */
export default function CheckoutSuccess({ order, username }: Props) {
  return (
    <PurchaseDone
      kind="order"
      number={order.number}
      href={route('store.orders.show', { username, id: order.id })}
      next={{ href: route('store.home.show', { username }), label: 'متابعة التسوق' }}
    >
      <p className="muted">الدفع عند الاستلام. سيتواصل معك المتجر لتأكيد الطلب.</p>
    </PurchaseDone>
  )
}

CheckoutSuccess.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
