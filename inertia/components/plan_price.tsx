import Money from '~/components/ui/money'
import type { PriceDisplay } from '#services/plan_comparison'

/**
 * A plan's price by the rule of SPEC.md section 9: the monthly price when nonzero, 'مجانا' when the
 * prices are 0, the yearly price when above 0 (a one-time package shows its one price). With both a
 * monthly and a yearly price, the yearly one is the second line with what a year saves.
 */
export default function PlanPrice({ price }: { price: PriceDisplay }) {
  const lines: { halalas: number; per: string }[] = []
  if (price.once !== null) lines.push({ halalas: price.once, per: 'مرة واحدة' })
  if (price.monthly !== null) lines.push({ halalas: price.monthly, per: 'شهريا' })
  if (price.yearly !== null) lines.push({ halalas: price.yearly, per: 'سنويا' })
  const saving =
    price.monthly !== null && price.yearly !== null ? price.monthly * 12 - price.yearly : 0

  return (
    <div className="plan-price">
      {price.free && <strong className="free">{price.free}</strong>}
      {lines.map((line, index) => (
        <p key={line.per} className={`price-line ${index === 0 ? 'is-main' : 'is-sub'}`}>
          {index > 0 && <span>أو</span>}
          <Money className="price" halalas={line.halalas} />
          <span className="per">{line.per}</span>
        </p>
      ))}
      {saving > 0 && (
        <span className="save">
          وفّر <Money halalas={saving} /> بالدفع السنوي
        </span>
      )}
    </div>
  )
}
