import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import ProductCard from '~/components/product_card'
import type { ProductCardData } from '~/components/product_card'
import type { SharedProps } from '~/types'

export default function StoreHome({ products }: { products: ProductCardData[] }) {
  const { website } = usePage<SharedProps>().props
  const base = `/o/${website!.username}`
  return (
    <>
      <Seo title={website!.name} />
      <section className="section">
        <div className="container">
          <h1 className="section-title">أحدث المنتجات</h1>
          {products.length === 0 ? (
            <p className="center muted">لا توجد منتجات بعد</p>
          ) : (
            <div className="grid grid-2">
              {products.map((product) => (
                <ProductCard key={product.id} product={product} base={base} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  )
}

StoreHome.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
