import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import type { StorePageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import '~/css/account.css'

/**
 * Rendered with no props of its own (orders, invoices) or with the reason (`message`: the order has no
 * bill); the controllers' types lose these renders (they fold into the page they fall back from).
 */
type Props = StorePageProps<{ message?: string }>

/** Status 404 for an unknown order, another customer's or another website's: 'طلب غير موجود'. */
export default function OrderMissing({ message, username }: Props) {
  return (
    <div className="container checkout-page">
      <Seo title="طلب غير موجود" />
      <div className="card account-empty">
        <h1>طلب غير موجود</h1>
        {message && <p className="muted">{message}</p>}
        <Link href={route('store.orders.index', { username })} className="btn btn-primary">
          طلباتي
        </Link>
      </div>
    </div>
  )
}

OrderMissing.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
