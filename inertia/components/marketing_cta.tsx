// The closing call to action of a marketing page: a coloured band with a title, a line and its buttons.
import type { ReactNode } from 'react'

/** `children` are the buttons (light ones: the band is in the brand colour). */
export default function MarketingCta(props: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="mk-section">
      <div className="container">
        <div className="mk-cta">
          <h2>{props.title}</h2>
          <p>{props.text}</p>
          <div className="mk-hero-actions">{props.children}</div>
        </div>
      </div>
    </section>
  )
}
