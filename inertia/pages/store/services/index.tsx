import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServicesController from '#controllers/store/services_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import EmptyState from '~/components/ui/empty_state'
import StoreServiceCard from '~/components/store_service_card'
import type { StoreSharedProps } from '~/components/store_page_props'
import { route } from '~/lib/route'

type Props = InferPageProps<ServicesController, 'index'>

/** /services: every bookable service, grouped by category. */
export default function ServicesIndex({ categories, username }: Props) {
  const home = route('store.home.show', { username })
  const bookable = usePage<StoreSharedProps>().props.storefront?.bookable ?? false

  return (
    <>
      <Seo title="الخدمات" />
      <div className="container store-page">
        <StoreBreadcrumbs items={[{ label: 'الرئيسية', href: home }, { label: 'الخدمات' }]} />
        <div className="store-page-head">
          <h1>الخدمات</h1>
          <p className="muted">
            {bookable
              ? 'احجز موعدك واختر الوقت المناسب لك.'
              : 'الحجز الإلكتروني غير متاح في هذا المتجر حاليا، تواصل مع المتجر لحجز موعدك.'}
          </p>
        </div>
        {categories.length === 0 ? (
          <EmptyState message="لا توجد خدمات متاحة حاليا">
            <Link href={home} className="btn btn-primary">
              العودة إلى المتجر
            </Link>
          </EmptyState>
        ) : (
          categories.map((category) => (
            <section
              key={category.id}
              className="store-block"
              aria-labelledby={`service-category-${category.id}`}
            >
              <h2 id={`service-category-${category.id}`} className="store-section-title">
                {category.name}
              </h2>
              <div className="product-grid">
                {category.services.map((service) => (
                  <StoreServiceCard key={service.id} service={service} />
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </>
  )
}

ServicesIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
