import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import StoreEmpty from '~/components/store_empty'
import { SearchIcon } from '~/components/store_icons'
import type { StoreSharedProps } from '~/components/store_types'

/** The storefront's 404: the store stays around the message (the product, service, post... is missing). */
export default function StoreNotFound({ message }: { message: string }) {
  const { website } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`
  return (
    <>
      <Seo title={message} />
      <div className="container store-page">
        <StoreEmpty as="h1" icon={<span className="store-404">404</span>} message={message}>
          <Link href={base} className="btn btn-primary">
            العودة إلى المتجر
          </Link>
          <Link href={`${base}/products`} className="btn btn-outline">
            <SearchIcon size={18} /> تصفح المنتجات
          </Link>
        </StoreEmpty>
      </div>
    </>
  )
}

StoreNotFound.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
