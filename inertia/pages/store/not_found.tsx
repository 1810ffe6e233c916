import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { renderStoreNotFound } from '#http/pages/store_not_found'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import NotFound from '~/components/ui/not_found'
import { ButtonLink } from '~/components/ui/button'
import { SearchIcon } from '~/components/store_icons'
import { route } from '~/lib/route'

/** Rendered by the renderStoreNotFound helper, not by one controller method. */
type Props = InferPageProps<{ render: typeof renderStoreNotFound }, 'render'>

/**
 * The storefront's 404: the store stays around the message (the product, service, post... is
 * missing). A missing order or booking points back to the customer's list of them.
 */
export default function StoreNotFound({ message, description, back, username }: Props) {
  return (
    <>
      <Seo title={message} />
      <div className="container store-page">
        <NotFound message={message} description={description}>
          {back === 'orders' && (
            <ButtonLink href={route('store.orders.index', { username })}>طلباتي</ButtonLink>
          )}
          {back === 'bookings' && (
            <ButtonLink href={route('store.bookings.index', { username })}>حجوزاتي</ButtonLink>
          )}
          {!back && (
            <>
              <ButtonLink href={route('store.home.show', { username })}>
                العودة إلى المتجر
              </ButtonLink>
              <ButtonLink href={route('store.products.index', { username })} variant="outline">
                <SearchIcon size={18} /> تصفح المنتجات
              </ButtonLink>
            </>
          )}
        </NotFound>
      </div>
    </>
  )
}

StoreNotFound.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
