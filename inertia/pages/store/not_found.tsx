import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { renderStoreNotFound } from '#http/store_not_found'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import StoreEmpty from '~/components/store_empty'
import { SearchIcon } from '~/components/store_icons'
import { route } from '~/lib/route'

/** Rendered by the renderStoreNotFound helper, not by one controller method. */
type Props = InferPageProps<{ render: typeof renderStoreNotFound }, 'render'>

/** The storefront's 404: the store stays around the message (the product, service, post... is missing). */
export default function StoreNotFound({ message, username }: Props) {
  return (
    <>
      <Seo title={message} />
      <div className="container store-page">
        <StoreEmpty as="h1" icon={<span className="store-404">404</span>} message={message}>
          <Link href={route('store.home.show', { username })} className="btn btn-primary">
            العودة إلى المتجر
          </Link>
          <Link href={route('store.products.index', { username })} className="btn btn-outline">
            <SearchIcon size={18} /> تصفح المنتجات
          </Link>
        </StoreEmpty>
      </div>
    </>
  )
}

StoreNotFound.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
