import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type ServicesController from '#controllers/store/services_controller'
import StoreLayout from '~/layouts/store_layout'
import StoreRecordPage from '~/components/store_record_page'
import Image from '~/components/image'
import StorePrice from '~/components/store_price'
import { CalendarIcon, ClockIcon } from '~/components/store_icons'
import { bookingHref } from '~/components/store_service_card'
import { formatDuration } from '~/components/store_format'
import type { RenderedPageProps, StoreSharedProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import OptionExtras from '~/components/option_extras'

/** /services/{id} and /service/{slug} render the same props. */
type Props = RenderedPageProps<ServicesController, 'show', 'service'>

/** A service: image, name, prices, duration in hours and minutes, options, and book-now. */
export default function ServiceShow({ service, canonical, username }: Props) {
  // the store's plan and branch hours allow bookings: otherwise no button leads to a wizard that refuses
  const { storefront } = usePage<StoreSharedProps>().props
  const bookable = storefront?.bookable ?? false
  const taxed = storefront?.taxed ?? false
  return (
    <StoreRecordPage
      seo={{
        title: service.name,
        description: service.description,
        image: service.image,
        canonical,
      }}
      username={username}
      trail={[
        { label: 'الخدمات', href: route('store.services.index', { username }) },
        { label: service.name },
      ]}
    >
      <article className="product-detail">
        <div className="product-detail-media">
          <Image
            src={service.image ?? undefined}
            alt={service.name}
            width={800}
            height={600}
            loading="eager"
            fetchPriority="high"
          />
        </div>
        <div className="product-detail-info">
          {service.category && <span className="badge">{service.category.name}</span>}
          <h1>{service.name}</h1>
          <StorePrice price={service.price} oldPrice={service.oldPrice} size="large" />
          {taxed && <p className="muted small">السعر شامل ضريبة القيمة المضافة</p>}
          <p className="service-duration large">
            <ClockIcon size={20} /> <span>المدة:</span>{' '}
            <strong>{formatDuration(service.durationMinutes)}</strong>
          </p>
          {bookable ? (
            <Link href={bookingHref(username, service.id)} className="btn btn-primary btn-block">
              <CalendarIcon size={20} /> احجز الآن
            </Link>
          ) : (
            <p className="muted">
              الحجز الإلكتروني غير متاح في هذا المتجر حاليا، تواصل مع المتجر لحجز موعدك.
            </p>
          )}
          {service.description && (
            <section className="product-description">
              <h2>عن الخدمة</h2>
              <p>{service.description}</p>
            </section>
          )}
          {service.options.length > 0 && (
            <section className="product-description">
              <h2>الخيارات المتاحة</h2>
              <ul className="service-options">
                {service.options.map((option) => (
                  <li key={option.id}>
                    <span>{option.name}</span>
                    <OptionExtras option={option} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </article>
    </StoreRecordPage>
  )
}

ServiceShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
