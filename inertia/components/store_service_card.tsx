import { Link } from '@inertiajs/react'
import Image from '~/components/image'
import StorePrice from '~/components/store_price'
import { ClockIcon } from '~/components/store_icons'
import { formatDuration } from '~/components/store_format'
import type { ServiceCardData } from '~/components/store_types'

/** The booking cart's address for one service: the wizard starts with it selected. */
export const bookingHref = (base: string, serviceId: number) =>
  `${base}/booking/cart?sid=${serviceId}`

/** A bookable service: image, name, duration, price and the book-now button. */
export default function StoreServiceCard({
  service,
  base,
}: {
  service: ServiceCardData
  base: string
}) {
  const href = `${base}/services/${service.id}`
  return (
    <article className="service-card">
      <Link href={href} className="service-card-media" aria-label={service.name}>
        <Image
          src={service.image ?? undefined}
          alt={service.name}
          width={400}
          height={300}
          decoding="async"
        />
      </Link>
      <div className="service-card-body">
        <h3 className="product-card-title">
          <Link href={href}>{service.name}</Link>
        </h3>
        <p className="service-duration">
          <ClockIcon size={16} /> {formatDuration(service.durationMinutes)}
        </p>
        <div className="product-card-foot">
          <StorePrice price={service.price} oldPrice={service.oldPrice} />
          <Link href={bookingHref(base, service.id)} className="btn btn-primary btn-small">
            احجز الآن
          </Link>
        </div>
      </div>
    </article>
  )
}
