import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import StoreEmpty from '~/components/store_empty'
import StoreServiceCard from '~/components/store_service_card'
import type { ServiceCardData, StoreSharedProps } from '~/components/store_types'

interface Props {
  categories: { id: number; name: string; slug: string; services: ServiceCardData[] }[]
}

/** /services: every bookable service, grouped by category. */
export default function ServicesIndex({ categories }: Props) {
  const { website } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`

  return (
    <>
      <Seo title="الخدمات" />
      <div className="container store-page">
        <StoreBreadcrumbs items={[{ label: 'الرئيسية', href: base }, { label: 'الخدمات' }]} />
        <div className="store-page-head">
          <h1>الخدمات</h1>
          <p className="muted">احجز موعدك واختر الوقت المناسب لك.</p>
        </div>
        {categories.length === 0 ? (
          <StoreEmpty message="لا توجد خدمات متاحة حاليا">
            <Link href={base} className="btn btn-primary">
              العودة إلى المتجر
            </Link>
          </StoreEmpty>
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
                  <StoreServiceCard key={service.id} service={service} base={base} />
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
