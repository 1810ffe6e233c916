import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import type { SharedProps } from '~/types'
import '~/css/account.css'

/** Status 404 for an unknown order, another customer's or another website's: 'طلب غير موجود'. */
export default function OrderMissing({ message }: { message?: string }) {
  const { username } = usePage<SharedProps>().props
  return (
    <div className="container checkout-page">
      <Seo title="طلب غير موجود" />
      <div className="card account-empty">
        <h1>طلب غير موجود</h1>
        {message && <p className="muted">{message}</p>}
        <Link href={`/o/${username}/orders`} className="btn btn-primary">
          طلباتي
        </Link>
      </div>
    </div>
  )
}

OrderMissing.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
