// The note of a plan without manage_items, above the catalogue's lists.
import '~/css/dashboard_catalogue.css'
import { Link } from '@inertiajs/react'
import { route } from '~/lib/route'

/** The note of a plan without manage_items: the list shows, adding and editing need another plan. */
export default function ManageItemsNote() {
  return (
    <p className="cat-plan-note">
      باقتك الحالية لا تشمل إدارة المنتجات والخدمات.{' '}
      <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link>
    </p>
  )
}
