import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProductsController from '#controllers/store/products_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import { ProductGrid } from '~/components/product_card'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import EmptyState from '~/components/ui/empty_state'
import Pagination from '~/components/ui/pagination'
import { SearchIcon } from '~/components/store_icons'
import { countLabel, PRODUCTS } from '~/components/store_format'
import { route } from '~/lib/route'

type Props = InferPageProps<ProductsController, 'index'>

/** /products: every product, or the results of the search box (?q=, a plain GET form). */
export default function ProductsIndex({ q, products, username }: Props) {
  const productsHref = route('store.products.index', { username })
  const title = q ? `نتائج البحث عن "${q}"` : 'جميع المنتجات'

  return (
    <>
      <Seo title={q ? `بحث: ${q}` : 'المنتجات'} />
      <div className="container store-page">
        <StoreBreadcrumbs
          items={[
            { label: 'الرئيسية', href: route('store.home.show', { username }) },
            { label: 'المنتجات' },
          ]}
        />
        <div className="store-page-head">
          <h1>{title}</h1>
          <p className="muted">{countLabel(products.meta.total, PRODUCTS)}</p>
        </div>

        <form
          action={productsHref}
          method="get"
          role="search"
          className="store-search store-search-page"
        >
          <label htmlFor="products-search" className="visually-hidden">
            ابحث عن منتج
          </label>
          <input
            id="products-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder="ابحث باسم المنتج أو وصفه..."
            enterKeyHint="search"
            maxLength={100}
          />
          <button type="submit" className="btn btn-primary">
            <SearchIcon size={18} /> بحث
          </button>
        </form>

        {products.data.length === 0 ? (
          <EmptyState
            icon={<SearchIcon size={40} />}
            message={q ? `لا توجد منتجات تطابق "${q}"` : 'لا توجد منتجات بعد'}
          >
            {q && (
              <Link href={productsHref} className="btn btn-outline">
                عرض جميع المنتجات
              </Link>
            )}
          </EmptyState>
        ) : (
          <ProductGrid products={products.data} />
        )}

        <Pagination
          meta={products.meta}
          path={route('store.products.index', { username })}
          query={{ q }}
        />
      </div>
    </>
  )
}

ProductsIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
