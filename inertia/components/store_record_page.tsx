// A storefront page under the store's layout (a record, a listing): its head, the trail from home.
import type { ComponentProps, ReactNode } from 'react'
import Seo from '~/components/seo'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import { route } from '~/lib/route'

/** `trail` is the way from the store's home to this page, the page itself last. */
export default function StoreRecordPage({
  seo,
  username,
  trail,
  children,
}: {
  seo: ComponentProps<typeof Seo>
  username: string
  trail: ComponentProps<typeof StoreBreadcrumbs>['items']
  children: ReactNode
}) {
  return (
    <>
      <Seo {...seo} />
      <div className="container store-page">
        <StoreBreadcrumbs
          items={[{ label: 'الرئيسية', href: route('store.home.show', { username }) }, ...trail]}
        />
        {children}
      </div>
    </>
  )
}
