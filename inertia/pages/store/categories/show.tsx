import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import ProductCard from '~/components/product_card'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import StoreEmpty from '~/components/store_empty'
import StorePagination from '~/components/store_pagination'
import { countLabel, PRODUCTS } from '~/components/store_format'
import type {
  Paginated,
  ProductCardData,
  StoreCategoryData,
  StoreSharedProps,
} from '~/components/store_types'

interface Props {
  category: StoreCategoryData
  products: Paginated<ProductCardData>
}

/** /categories/{slug}: a category's products in a grid with add-to-cart and links to each product. */
export default function CategoryShow({ category, products }: Props) {
  const { website, storefront } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`
  const others = (storefront?.categories ?? []).filter((item) => item.slug !== category.slug)

  return (
    <>
      <Seo title={category.name} image={category.image} />
      <div className="container store-page">
        <StoreBreadcrumbs
          items={[
            { label: 'الرئيسية', href: base },
            { label: 'الأقسام', href: `${base}/categories` },
            { label: category.name },
          ]}
        />
        <div className="store-page-head">
          <h1>{category.name}</h1>
          <p className="muted">{countLabel(category.productCount, PRODUCTS)}</p>
        </div>
        {others.length > 0 && (
          <ul className="category-chips compact" aria-label="أقسام أخرى">
            {others.map((item) => (
              <li key={item.slug}>
                <Link href={`${base}/categories/${item.slug}`} className="category-chip">
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {products.data.length === 0 ? (
          <StoreEmpty message="لا توجد منتجات في هذا القسم بعد">
            <Link href={`${base}/products`} className="btn btn-primary">
              تصفح جميع المنتجات
            </Link>
          </StoreEmpty>
        ) : (
          <div className="product-grid">
            {products.data.map((product, index) => (
              <ProductCard key={product.id} product={product} base={base} eager={index < 2} />
            ))}
          </div>
        )}
        <StorePagination meta={products.meta} path={`${base}/categories/${category.slug}`} />
      </div>
    </>
  )
}

CategoryShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
