import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type ProductsController from '#controllers/store/products_controller'
import StoreLayout from '~/layouts/store_layout'
import StoreRecordPage from '~/components/store_record_page'
import Image from '~/components/image'
import Money from '~/components/ui/money'
import AddToCart from '~/components/add_to_cart'
import StorePrice from '~/components/store_price'
import StoreQuantity from '~/components/store_quantity'
import StoreSectionHead from '~/components/store_section_head'
import { StoreProductCarousel } from '~/components/store_product_carousel'
import { discountPercent } from '~/components/store_format'
import type { RenderedPageProps, StoreSharedProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import HydrateNearScreen from '~/components/ui/hydrate_near_screen'

/** /products/{id} and /product/{slug} render the same props. */
type Props = RenderedPageProps<ProductsController, 'show', 'product'>

/**
 * A product: image, name, prices, sku, its options (radio buttons; the price follows the choice),
 * quantity 1 to 10 and add-to-cart; similar products below.
 */
export default function ProductShow({ product, related, canonical, username }: Props) {
  const taxed = usePage<StoreSharedProps>().props.storefront?.taxed ?? false
  const categoryHref = product.category
    ? route('store.categories.show', { username, slug: product.category.slug })
    : undefined
  const [quantity, setQuantity] = useState(1)
  const [shown, setShown] = useState(0)
  // with options, nothing is chosen at first: the price reads «من» the lowest until one is
  const [optionId, setOptionId] = useState<number | null>(null)
  const [optionError, setOptionError] = useState<string | undefined>()
  const chosen = product.options.find((option) => option.id === optionId) ?? null
  const hasOptions = product.options.length > 0
  const price = chosen?.price ?? product.price
  // an old price is the product's: shown against its own price, not an option's
  const oldPrice = hasOptions ? null : product.oldPrice
  const discount = discountPercent(product.price, product.oldPrice)

  return (
    <StoreRecordPage
      seo={{ title: product.name, description: product.summary, image: product.image, canonical }}
      username={username}
      trail={[
        product.category
          ? { label: product.category.name, href: categoryHref }
          : { label: 'المنتجات', href: route('store.products.index', { username }) },
        { label: product.name },
      ]}
    >
      <article className="product-detail">
        <div className="product-detail-media">
          <Image
            src={product.images[shown] ?? undefined}
            alt={product.name}
            width={800}
            height={800}
            loading="eager"
            fetchPriority="high"
          />
          {discount !== null && <span className="discount-badge">خصم {discount}%</span>}
          {product.images.length > 1 && (
            <div className="product-thumbs">
              {product.images.map((url, index) => (
                <button
                  key={url}
                  type="button"
                  aria-pressed={index === shown}
                  aria-label={`الصورة ${index + 1} من ${product.images.length}`}
                  onClick={() => setShown(index)}
                >
                  <Image src={url} alt="" width={120} height={120} loading="lazy" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="product-detail-info">
          {product.category && (
            <Link
              href={route('store.categories.show', { username, slug: product.category.slug })}
              className="badge"
            >
              {product.category.name}
            </Link>
          )}
          <h1>{product.name}</h1>
          <div aria-live="polite">
            <StorePrice
              price={price}
              oldPrice={oldPrice}
              size="large"
              from={hasOptions && !chosen}
            />
          </div>
          {oldPrice !== null && (
            <p className="saving">
              وفّر <Money halalas={oldPrice - product.price} />
            </p>
          )}
          {taxed && <p className="muted small">السعر شامل ضريبة القيمة المضافة</p>}
          {product.sku && (
            <p className="product-sku">
              <span>رمز المنتج:</span> <bdi>{product.sku}</bdi>
            </p>
          )}
          {product.soldOut ? (
            <p className="sold-out" role="status">
              نفدت الكمية
            </p>
          ) : (
            <>
              {hasOptions && (
                <fieldset
                  className="product-options"
                  aria-describedby={optionError ? 'product-option-error' : undefined}
                >
                  <legend>اختر الخيار</legend>
                  {product.options.map((option) => (
                    <label key={option.id} className="product-option">
                      <input
                        type="radio"
                        name="option_id"
                        value={option.id}
                        checked={option.id === optionId}
                        onChange={() => {
                          setOptionId(option.id)
                          setOptionError(undefined)
                        }}
                      />
                      <span className="product-option-name">{option.name}</span>
                      <Money halalas={option.price} />
                    </label>
                  ))}
                  {optionError && (
                    <p className="error" id="product-option-error" role="alert">
                      {optionError}
                    </p>
                  )}
                </fieldset>
              )}
              <div className="product-buy">
                <StoreQuantity value={quantity} onChange={setQuantity} />
                <AddToCart
                  productId={product.id}
                  quantity={quantity}
                  optionId={optionId}
                  onOptionError={hasOptions ? setOptionError : undefined}
                />
              </div>
            </>
          )}
          {product.fewLeft !== null && <p className="few-left">بقي {product.fewLeft} فقط</p>}
          {product.description && (
            <section className="product-description">
              <h2>الوصف</h2>
              {/* cleaned by the server against the rich-text allowlist */}
              <div className="prose" dangerouslySetInnerHTML={{ __html: product.description }} />
            </section>
          )}
        </div>
      </article>

      {related.length > 0 && (
        <HydrateNearScreen name="related-products">
          <section className="store-block">
            <StoreSectionHead title="منتجات مشابهة" href={categoryHref} />
            <StoreProductCarousel products={related} label="منتجات مشابهة" />
          </section>
        </HydrateNearScreen>
      )}
    </StoreRecordPage>
  )
}

ProductShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
