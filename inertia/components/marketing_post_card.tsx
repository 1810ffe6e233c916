import { Link } from '@inertiajs/react'
import Image from '~/components/image'
import Icon from '~/components/marketing_icons'
import { formatDate } from '~/lib/format'
import { COLLECTIONS } from '~/components/marketing_collections'
import type { Privilege } from '~/components/marketing_collections'
import type { PlatformPostCard } from '#presenters/platform_presenter'

/** A post in a list: cover, category, title, description and date. */
export default function MarketingPostCard(props: {
  post: PlatformPostCard
  privilege: Privilege
  headingLevel?: 'h2' | 'h3'
}) {
  const { post } = props
  const collection = COLLECTIONS[props.privilege]
  const href = collection.post(post.slug)
  const Heading = props.headingLevel ?? 'h3'
  return (
    <article className="mk-post-card">
      <Link href={href} className="mk-post-cover" tabIndex={-1} aria-hidden="true">
        <Image src={post.image ?? undefined} alt="" width={800} height={450} />
      </Link>
      <div className="mk-post-body">
        {post.section && (
          <Link className="mk-chip" href={collection.index({ category: post.section.slug })}>
            {post.section.title}
          </Link>
        )}
        <Heading className="mk-post-title">
          <Link href={href}>{post.title}</Link>
        </Heading>
        {post.description && <p className="mk-post-desc">{post.description}</p>}
        {post.publishedAt && (
          <time className="mk-meta" dateTime={post.publishedAt}>
            <Icon name="calendar" size={16} /> {formatDate(post.publishedAt)}
          </time>
        )}
      </div>
    </article>
  )
}

/** The popular-posts block of the side column: small image, title, date. */
export function PopularPosts({
  posts,
  privilege,
}: {
  posts: PlatformPostCard[]
  privilege: Privilege
}) {
  if (posts.length === 0) return null
  return (
    <section className="mk-side-card" aria-labelledby="popular-title">
      <h2 className="mk-side-title" id="popular-title">
        الأكثر قراءة
      </h2>
      <ol className="mk-popular">
        {posts.map((post) => (
          <li key={post.slug}>
            <Link href={COLLECTIONS[privilege].post(post.slug)} className="mk-popular-item">
              <Image src={post.image ?? undefined} alt="" width={96} height={72} />
              <span>
                <strong>{post.title}</strong>
                {post.publishedAt && (
                  <time className="mk-meta" dateTime={post.publishedAt}>
                    {formatDate(post.publishedAt)}
                  </time>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
