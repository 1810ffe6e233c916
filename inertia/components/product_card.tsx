// A store's product card and the grid of them on the product listings.
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import type { ProductCard as ProductCardData } from '#presenters/catalogue_presenter'
import Image from '~/components/image'
import StoreCard from '~/components/store_card'
import StorePrice from '~/components/store_price'
import AddToCart from '~/components/add_to_cart'
import { discountPercent } from '~/components/store_format'
import { route } from '~/lib/route'

/**
 * A product in a grid or carousel: image, name, price with the old price struck through only when
 * higher, a discount badge (or «نفدت الكمية», without the button), and the add-to-cart button (or
 * «اختر», to the product's page, when it has options: its price then reads «من X ر.س»). The card links to /products/{id}.
 */
export default function ProductCard({
  product,
  eager = false,
}: {
  product: ProductCardData
  /** above the fold: load the image at once */
  eager?: boolean
}) {
  const { username } = usePage<SharedProps>().props
  const href = route('store.products.show', { username, id: product.id })
  const discount = discountPercent(product.price, product.oldPrice)
  return (
    // named by its image's alt and its badge: what it shows is what a screen reader says
    <StoreCard
      kind="product"
      href={href}
      name={product.name}
      media={
        <>
          <Image
            src={product.image ?? undefined}
            alt={product.name}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
          {product.soldOut ? (
            <span className="discount-badge sold-out-badge">نفدت الكمية</span>
          ) : (
            discount !== null && <span className="discount-badge">خصم {discount}%</span>
          )}
        </>
      }
      foot={
        <>
          <StorePrice price={product.price} oldPrice={product.oldPrice} from={product.hasOptions} />
          {/* with options, the shopper chooses one on the product's page first */}
          {!product.soldOut &&
            (product.hasOptions ? (
              <Link href={href} className="btn btn-outline product-card-choose">
                اختر<span className="visually-hidden"> خيار {product.name}</span>
              </Link>
            ) : (
              <AddToCart productId={product.id} compact />
            ))}
        </>
      }
    />
  )
}

/** A page of a product listing as a grid of cards; the first two (above the fold on a phone) load eagerly. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <div className="product-grid">
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 2} />
      ))}
    </div>
  )
}
