import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type CategoriesController from '#controllers/store/categories_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import { ProductGrid } from '~/components/product_card'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import EmptyState from '~/components/ui/empty_state'
import Pagination from '~/components/ui/pagination'
import { countLabel, PRODUCTS } from '~/components/store_format'
import type { RenderedPageProps, StoreSharedProps } from '~/components/store_page_props'
import { route } from '~/lib/route'

type Props = RenderedPageProps<CategoriesController, 'show', 'category'>

/** /categories/{slug}: a category's products in a grid with add-to-cart and links to each product. */
export default function CategoryShow({ category, products, username }: Props) {
  const { storefront } = usePage<StoreSharedProps>().props
  const others = (storefront?.categories ?? []).filter((item) => item.slug !== category.slug)

  return (
    <>
      <Seo title={category.name} image={category.image} />
      <div className="container store-page">
        <StoreBreadcrumbs
          items={[
            { label: 'الرئيسية', href: route('store.home.show', { username }) },
            { label: 'الأقسام', href: route('store.categories.index', { username }) },
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
                <Link
                  href={route('store.categories.show', { username, slug: item.slug })}
                  className="category-chip"
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {products.data.length === 0 ? (
          <EmptyState message="لا توجد منتجات في هذا القسم بعد">
            <Link href={route('store.products.index', { username })} className="btn btn-primary">
              تصفح جميع المنتجات
            </Link>
          </EmptyState>
        ) : (
          <ProductGrid products={products.data} />
        )}
        <Pagination
          meta={products.meta}
          path={route('store.categories.show', { username, slug: category.slug })}
        />
      </div>
    </>
  )
}

CategoryShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
