import Money from '~/components/ui/money'

/**
 * A price, with the old price struck through only when it is higher (SPEC.md: a lower or equal old
 * price is not a discount and is not shown).
 */
export default function StorePrice(props: {
  price: number
  oldPrice: number | null
  size?: 'normal' | 'large'
  /** the lowest of a product's options: «من X ر.س» */
  from?: boolean
}) {
  const discounted = props.oldPrice !== null && props.oldPrice > props.price
  return (
    <p className={`store-price${props.size === 'large' ? ' large' : ''}`}>
      {props.from && <span className="price-from">من</span>}
      <Money className="price" halalas={props.price} />
      {discounted && (
        <s className="old-price" aria-label="السعر قبل الخصم">
          <Money halalas={props.oldPrice!} />
        </s>
      )}
    </p>
  )
}
