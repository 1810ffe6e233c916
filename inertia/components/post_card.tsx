import { Link } from '@inertiajs/react'
import Image from '~/components/image'
import { formatDate } from '~/lib/format'

export interface PostCardData {
  id: number
  title: string
  slug: string
  description: string | null
  image: string | null
  publishedAt: string | null
  section: { title: string; slug: string } | null
}

/** A post in a list: image, category link, title, description and date. */
export default function PostCard(props: { post: PostCardData; postHref: string; sectionHref?: (slug: string) => string }) {
  const { post } = props
  return (
    <article className="card post-card">
      <Link href={props.postHref}>
        <Image className="cover" src={post.image ?? undefined} alt={post.title} width={800} height={450} />
      </Link>
      {post.section &&
        (props.sectionHref ? (
          <Link className="badge" href={props.sectionHref(post.section.slug)}>
            {post.section.title}
          </Link>
        ) : (
          <span className="badge">{post.section.title}</span>
        ))}
      <h3>
        <Link href={props.postHref}>{post.title}</Link>
      </h3>
      {post.description && <p className="muted">{post.description}</p>}
      {post.publishedAt && (
        <time className="muted small" dateTime={post.publishedAt}>
          {formatDate(post.publishedAt)}
        </time>
      )}
    </article>
  )
}
