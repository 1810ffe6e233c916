import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Image from '~/components/image'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import StoreSectionHead from '~/components/store_section_head'
import StoreEmpty from '~/components/store_empty'
import { StoreProductCarousel } from '~/components/store_product_carousel'
import { countLabel, PRODUCTS } from '~/components/store_format'
import type { ProductCardData, StoreCategoryData, StoreSharedProps } from '~/components/store_types'

interface Props {
  categories: (StoreCategoryData & { products: ProductCardData[] })[]
}

/** /categories: the product categories, each with a swiper of its products. */
export default function CategoriesIndex({ categories }: Props) {
  const { website } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`
  const filled = categories.filter((category) => category.products.length > 0)

  return (
    <>
      <Seo title="الأقسام" />
      <div className="container store-page">
        <StoreBreadcrumbs items={[{ label: 'الرئيسية', href: base }, { label: 'الأقسام' }]} />
        <div className="store-page-head">
          <h1>الأقسام</h1>
        </div>
        {categories.length === 0 ? (
          <StoreEmpty message="لا توجد أقسام بعد">
            <Link href={`${base}/products`} className="btn btn-primary">
              تصفح المنتجات
            </Link>
          </StoreEmpty>
        ) : (
          <ul className="category-chips" aria-label="الأقسام">
            {categories.map((category) => (
              <li key={category.id}>
                <Link href={`${base}/categories/${category.slug}`} className="category-chip">
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
              href={`${base}/categories/${category.slug}`}
            />
            <StoreProductCarousel products={category.products} base={base} label={category.name} />
          </section>
        ))}
      </div>
    </>
  )
}

CategoriesIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
