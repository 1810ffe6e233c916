// The platform site's counter ("+50 ألف موقع") and feature card, on the home and about pages alike.
import { compactCount } from '~/lib/format'

/** One of the platform's figures: its picture, the rounded count, and what is counted. */
export function MarketingCounter({
  counter,
}: {
  counter: { title: string; count: number; unit?: string | null; image?: string | null }
}) {
  return (
    <div className="mk-counter">
      {counter.image && <img src={counter.image} alt="" width={44} height={44} />}
      <strong>+{compactCount(counter.count)}</strong>
      <span>
        {counter.title}
        {counter.unit ? ` (${counter.unit})` : ''}
      </span>
    </div>
  )
}

/** A reason to choose the platform: its picture, title and a sentence. */
export function FeatureCard({
  item,
}: {
  item: { title: string; description: string; image?: string | null }
}) {
  return (
    <article className="mk-card mk-feature">
      {item.image && <img src={item.image} alt="" width={52} height={52} />}
      <h3>{item.title}</h3>
      <p>{item.description}</p>
    </article>
  )
}
