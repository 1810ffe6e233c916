import { Link } from '@inertiajs/react'
import type { PostCard as PostCardData } from '#presenters/blog_presenter'
import Image from '~/components/image'
import { formatDate } from '~/lib/format'

export type { PostCardData }

interface PostCardProps {
  post: PostCardData
  postHref: string
  sectionHref?: (slug: string) => string
  /** the first image of a page loads at once; the others wait until they are near the screen */
  eager?: boolean
  /** heading level of the title inside the page outline */
  headingLevel?: 2 | 3
}

/** A post in a list: image, category link, title, description and date. */
export default function PostCard(props: PostCardProps) {
  const { post } = props
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card post-card">
      <Link href={props.postHref} className="post-card-media" tabIndex={-1} aria-hidden="true">
        <Image
          className="cover"
          src={post.image ?? undefined}
          alt=""
          width={800}
          height={450}
          loading={props.eager ? 'eager' : 'lazy'}
          fetchPriority={props.eager ? 'high' : undefined}
        />
      </Link>
      <div className="post-card-body">
        {post.section &&
          (props.sectionHref ? (
            <Link className="badge" href={props.sectionHref(post.section.slug)}>
              {post.section.title}
            </Link>
          ) : (
            <span className="badge">{post.section.title}</span>
          ))}
        <Heading className="post-card-title">
          <Link href={props.postHref}>{post.title}</Link>
        </Heading>
        {post.description && <p className="muted post-card-text">{post.description}</p>}
        {post.publishedAt && (
          <time className="muted small" dateTime={post.publishedAt}>
            {formatDate(post.publishedAt)}
          </time>
        )}
      </div>
    </article>
  )
}
