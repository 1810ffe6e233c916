// A store's service card, and the address that opens the booking wizard on a service.
import { Link, usePage } from '@inertiajs/react'
import type { StoreSharedProps } from '~/components/store_page_props'
import type { ServiceCard } from '#presenters/catalogue_presenter'
import Image from '~/components/image'
import StoreCard from '~/components/store_card'
import StorePrice from '~/components/store_price'
import { ClockIcon } from '~/components/store_icons'
import { formatDuration } from '~/components/store_format'
import { route } from '~/lib/route'

/** The booking cart's address for one service: the wizard starts with it selected. */
export const bookingHref = (username: string, serviceId: number) =>
  route('store.booking_cart.show', { username }, { sid: serviceId })

/**
 * A service: image, name, duration, price, and the book-now button when the store takes bookings
 * (its plan and its branch hours allow them: storefront.bookable); otherwise a link to its details.
 */
export default function StoreServiceCard({ service }: { service: ServiceCard }) {
  const { username, storefront } = usePage<StoreSharedProps>().props
  const href = route('store.services.show', { username, id: service.id })
  return (
    <StoreCard
      kind="service"
      href={href}
      name={service.name}
      mediaLabel={service.name}
      media={
        <Image
          src={service.image ?? undefined}
          alt={service.name}
          width={400}
          height={300}
          decoding="async"
        />
      }
      foot={
        <>
          <StorePrice price={service.price} oldPrice={service.oldPrice} />
          {storefront?.bookable ? (
            <Link href={bookingHref(username!, service.id)} className="btn btn-primary btn-small">
              احجز الآن
            </Link>
          ) : (
            <Link href={href} className="btn btn-outline btn-small">
              التفاصيل
            </Link>
          )}
        </>
      }
    >
      <p className="service-duration">
        <ClockIcon size={16} /> {formatDuration(service.durationMinutes)}
      </p>
    </StoreCard>
  )
}
