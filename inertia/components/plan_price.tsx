import Money from '~/components/money'
import type { PriceDisplay } from '~/lib/plans'

/** Monthly price when nonzero, 'مجانا' when all are 0, yearly price when above 0. */
export default function PlanPrice({ price }: { price: PriceDisplay }) {
  return (
    <div className="plan-price">
      {price.free && <strong className="price">{price.free}</strong>}
      {price.once !== null && (
        <p>
          <Money className="price" halalas={price.once} /> <span className="muted">مرة واحدة</span>
        </p>
      )}
      {price.monthly !== null && (
        <p>
          <Money className="price" halalas={price.monthly} /> <span className="muted">شهريا</span>
        </p>
      )}
      {price.yearly !== null && (
        <p>
          <Money className="price" halalas={price.yearly} /> <span className="muted">سنويا</span>
        </p>
      )}
    </div>
  )
}
