// A post in a list, one markup for the sites' blogs and the platform's articles (each with its own classes).
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { PostCard as PostCardData } from '#presenters/blog_presenter'
import Image from '~/components/image'
import { formatDate } from '~/lib/format'

export type { PostCardData }

/** The parts' classes: a site's blog (store and content themes) or the platform's pages (mk-). */
const LOOKS = {
  site: {
    card: 'card post-card',
    media: 'post-card-media',
    cover: 'cover',
    body: 'post-card-body',
    chip: 'badge',
    title: 'post-card-title',
    text: 'muted post-card-text',
    date: 'muted small',
  },
  platform: {
    card: 'mk-post-card',
    media: 'mk-post-cover',
    cover: undefined,
    body: 'mk-post-body',
    chip: 'mk-chip',
    title: 'mk-post-title',
    text: 'mk-post-desc',
    date: 'mk-meta',
  },
}

/** What a card shows of a post (a site's post and a platform post both have it). */
type CardPost = Pick<PostCardData, 'title' | 'description' | 'image' | 'publishedAt'> & {
  section: { slug: string; title: string } | null
}

interface PostCardProps {
  post: CardPost
  postHref: string
  sectionHref?: (slug: string) => string
  /** the first image of a page loads at once; the others wait until they are near the screen */
  eager?: boolean
  /** heading level of the title inside the page outline */
  headingLevel?: 2 | 3
  look?: keyof typeof LOOKS
  /** shown before the date (the platform's calendar icon) */
  dateIcon?: ReactNode
}

/** A post in a list: image, category link, title, description and date. */
export default function PostCard(props: PostCardProps) {
  const { post } = props
  const look = LOOKS[props.look ?? 'site']
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={look.card}>
      <Link href={props.postHref} className={look.media} tabIndex={-1} aria-hidden="true">
        <Image
          className={look.cover}
          src={post.image ?? undefined}
          alt=""
          width={800}
          height={450}
          loading={props.eager ? 'eager' : 'lazy'}
          fetchPriority={props.eager ? 'high' : undefined}
        />
      </Link>
      <div className={look.body}>
        {post.section &&
          (props.sectionHref ? (
            <Link className={look.chip} href={props.sectionHref(post.section.slug)}>
              {post.section.title}
            </Link>
          ) : (
            <span className={look.chip}>{post.section.title}</span>
          ))}
        <Heading className={look.title}>
          <Link href={props.postHref}>{post.title}</Link>
        </Heading>
        {post.description && <p className={look.text}>{post.description}</p>}
        {post.publishedAt && (
          <time className={look.date} dateTime={post.publishedAt}>
            {props.dateIcon}
            {props.dateIcon && ' '}
            {formatDate(post.publishedAt)}
          </time>
        )}
      </div>
    </article>
  )
}
