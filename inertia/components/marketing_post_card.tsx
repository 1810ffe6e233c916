// The platform's post cards: one in a list, and the side column's most read.
import { Link } from '@inertiajs/react'
import PostCard from '~/components/post_card'
import Image from '~/components/image'
import Icon from '~/components/marketing_icons'
import { formatDate } from '~/lib/format'
import { COLLECTIONS } from '~/components/marketing_collections'
import type { Privilege } from '~/components/marketing_collections'
import type { PlatformPostCard } from '#presenters/platform_presenter'

/** A post in a list: cover, category, title, description and date (the sites' card with mk- classes). */
export default function MarketingPostCard(props: {
  post: PlatformPostCard
  privilege: Privilege
  headingLevel?: 'h2' | 'h3'
}) {
  const collection = COLLECTIONS[props.privilege]
  return (
    <PostCard
      look="platform"
      post={props.post}
      postHref={collection.post(props.post.slug)}
      sectionHref={(slug) => collection.index({ category: slug })}
      headingLevel={props.headingLevel === 'h2' ? 2 : 3}
      dateIcon={<Icon name="calendar" size={16} />}
    />
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
