import { Link } from '@inertiajs/react'
import Image from '~/components/image'
import Money from '~/components/money'

export interface ProductCardData {
  id: number
  name: string
  slug: string
  image: string | null
  price: number
  oldPrice: number | null
}

/** Image, name, price, and the old price struck through only when it is higher. */
export default function ProductCard({ product, base }: { product: ProductCardData; base: string }) {
  return (
    <article className="card product-card">
      <Link href={`${base}/products/${product.id}`}>
        <Image className="cover" src={product.image ?? undefined} alt={product.name} width={400} height={400} />
        <h3>{product.name}</h3>
      </Link>
      <p>
        <Money className="price" halalas={product.price} />
        {product.oldPrice !== null && product.oldPrice > product.price && (
          <s className="old-price">
            <Money halalas={product.oldPrice} />
          </s>
        )}
      </p>
    </article>
  )
}
