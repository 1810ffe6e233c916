// A section of a marketing page: the band (plain or soft), its head (eyebrow, title, lead), its content.
import type { ReactNode } from 'react'

/** `id` is the section's anchor; its title is `${id}-title`, which names the section. */
export default function MarketingBlock(props: {
  id: string
  title: string
  eyebrow?: string
  lead?: string
  soft?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={props.id}
      className={`mk-section${props.soft ? ' is-soft' : ''}`}
      aria-labelledby={`${props.id}-title`}
    >
      <div className="container">
        <div className="mk-section-head">
          {props.eyebrow && <span className="mk-eyebrow">{props.eyebrow}</span>}
          <h2 id={`${props.id}-title`}>{props.title}</h2>
          {props.lead && <p>{props.lead}</p>}
        </div>
        {props.children}
      </div>
    </section>
  )
}
