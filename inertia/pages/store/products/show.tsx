import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Image from '~/components/image'
import Money from '~/components/money'
import AddToCart from '~/components/add_to_cart'
import StorePrice from '~/components/store_price'
import StoreQuantity from '~/components/store_quantity'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import StoreSectionHead from '~/components/store_section_head'
import { StoreProductCarousel } from '~/components/store_product_carousel'
import { discountPercent } from '~/components/store_format'
import type { ProductCardData, ProductData, StoreSharedProps } from '~/components/store_types'

interface Props {
  product: ProductData
  related: ProductCardData[]
  canonical: string
}

/** A product: image, name, prices, sku, quantity 1 to 10 and add-to-cart; similar products below. */
export default function ProductShow({ product, related, canonical }: Props) {
  const { website } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`
  const [quantity, setQuantity] = useState(1)
  const discount = discountPercent(product.price, product.oldPrice)

  return (
    <>
      <Seo
        title={product.name}
        description={product.description}
        image={product.image}
        canonical={canonical}
      />
      <div className="container store-page">
        <StoreBreadcrumbs
          items={[
            { label: 'الرئيسية', href: base },
            product.category
              ? {
                  label: product.category.name,
                  href: `${base}/categories/${product.category.slug}`,
                }
              : { label: 'المنتجات', href: `${base}/products` },
            { label: product.name },
          ]}
        />
        <article className="product-detail">
          <div className="product-detail-media">
            <Image
              src={product.image ?? undefined}
              alt={product.name}
              width={800}
              height={800}
              loading="eager"
              fetchPriority="high"
            />
            {discount !== null && <span className="discount-badge">خصم {discount}%</span>}
          </div>
          <div className="product-detail-info">
            {product.category && (
              <Link href={`${base}/categories/${product.category.slug}`} className="badge">
                {product.category.name}
              </Link>
            )}
            <h1>{product.name}</h1>
            <StorePrice price={product.price} oldPrice={product.oldPrice} size="large" />
            {product.oldPrice !== null && (
              <p className="saving">
                وفّر <Money halalas={product.oldPrice - product.price} />
              </p>
            )}
            <p className="muted small">السعر شامل ضريبة القيمة المضافة</p>
            {product.sku && (
              <p className="product-sku">
                <span>رمز المنتج:</span> <bdi>{product.sku}</bdi>
              </p>
            )}
            <div className="product-buy">
              <StoreQuantity value={quantity} onChange={setQuantity} />
              <AddToCart productId={product.id} quantity={quantity} />
            </div>
            {product.description && (
              <section className="product-description">
                <h2>الوصف</h2>
                <p>{product.description}</p>
              </section>
            )}
          </div>
        </article>

        {related.length > 0 && (
          <section className="store-block">
            <StoreSectionHead
              title="منتجات مشابهة"
              href={product.category ? `${base}/categories/${product.category.slug}` : undefined}
            />
            <StoreProductCarousel products={related} base={base} label="منتجات مشابهة" />
          </section>
        )}
      </div>
    </>
  )
}

ProductShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
