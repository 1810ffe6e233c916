// The home page's showcase cards: a client's site and a customer's testimonial, each in a carousel.
import { Link } from '@inertiajs/react'
import Image from '~/components/image'
import Icon from '~/components/marketing_icons'
import Monogram from '~/components/marketing_monogram'

/** A client's site: its screenshot, its logo (or monogram), name, description and a visit link. */
export function ClientCard({
  client,
}: {
  client: {
    name: string
    image?: string | null
    logo?: string | null
    description?: string | null
    url?: string | null
  }
}) {
  return (
    <article className="mk-card mk-client">
      <div className="mk-client-shot">
        <Image src={client.image ?? undefined} alt="" width={480} height={300} />
      </div>
      <div className="mk-client-body">
        {client.logo ? (
          <img className="logo" src={client.logo} alt="" width={48} height={48} />
        ) : (
          <Monogram name={client.name} size={48} />
        )}
        <div>
          <h3>{client.name}</h3>
          {client.description && <p>{client.description}</p>}
          {client.url && (
            <Link href={client.url} className="mk-link-arrow">
              زيارة الموقع <Icon name="arrow" size={16} />
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}

/** A customer's words, with their photo (or round monogram), name and role. */
export function TestimonialCard({
  testimonial: t,
}: {
  testimonial: { name: string; quote: string; avatar?: string | null; role?: string | null }
}) {
  return (
    <figure className="mk-card mk-testimonial">
      <blockquote>{t.quote}</blockquote>
      <figcaption>
        {t.avatar ? (
          <img src={t.avatar} alt="" width={48} height={48} style={{ borderRadius: '50%' }} />
        ) : (
          <Monogram name={t.name} size={48} round />
        )}
        <div>
          <strong>{t.name}</strong>
          {t.role && <span>{t.role}</span>}
        </div>
      </figcaption>
    </figure>
  )
}
