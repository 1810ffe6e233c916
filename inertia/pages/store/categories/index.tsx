import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CategoriesController from '#controllers/store/categories_controller'
import StoreLayout from '~/layouts/store_layout'
import Image from '~/components/image'
import StoreRecordPage from '~/components/store_record_page'
import StoreSectionHead from '~/components/store_section_head'
import EmptyState from '~/components/ui/empty_state'
import { StoreProductCarousel } from '~/components/store_product_carousel'
import { countLabel, PRODUCTS } from '~/components/store_format'
import { route } from '~/lib/route'

type Props = InferPageProps<CategoriesController, 'index'>

/** /categories: the product categories, each with a swiper of its products. */
export default function CategoriesIndex({ categories, username }: Props) {
  const categoryHref = (slug: string) => route('store.categories.show', { username, slug })
  const filled = categories.filter((category) => category.products.length > 0)

  return (
    <StoreRecordPage seo={{ title: 'الأقسام' }} username={username} trail={[{ label: 'الأقسام' }]}>
      <div className="store-page-head">
        <h1>الأقسام</h1>
      </div>
      {categories.length === 0 ? (
        <EmptyState message="لا توجد أقسام بعد">
          <Link href={route('store.products.index', { username })} className="btn btn-primary">
            تصفح المنتجات
          </Link>
        </EmptyState>
      ) : (
        <ul className="category-chips" aria-label="الأقسام">
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={categoryHref(category.slug)} className="category-chip">
                <Image src={category.image ?? undefined} alt="" width={48} height={48} />
                <span>{category.name}</span>
                <span className="muted small">{category.productCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {filled.map((category) => (
        <section key={category.id} className="store-block">
          <StoreSectionHead
            title={category.name}
            subtitle={countLabel(category.productCount, PRODUCTS)}
            href={categoryHref(category.slug)}
          />
          <StoreProductCarousel products={category.products} label={category.name} />
        </section>
      ))}
    </StoreRecordPage>
  )
}

CategoriesIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
