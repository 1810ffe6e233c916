import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type BlogsController from '#controllers/store/blogs_controller'
import StoreLayout from '~/layouts/store_layout'
import StoreRecordPage from '~/components/store_record_page'
import ArticleBody from '~/components/article_body'
import { FacebookIcon, WhatsappIcon, XIcon } from '~/components/store_icons'
import { shareTargets } from '~/components/share_links'
import { formatDate } from '~/lib/format'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'

type Props = RenderedPageProps<BlogsController, 'show', 'post'>

/** The networks the storefront shares a post to, with the store's own icons. */
const SHARE_ICONS = { whatsapp: WhatsappIcon, x: XIcon, facebook: FacebookIcon }

/** /blogs/{slug}: title, section, date, image, content, share links, previous and next posts. */
export default function BlogShow({ post, canonical, username }: Props) {
  return (
    <StoreRecordPage
      seo={{ title: post.title, description: post.description, image: post.image, canonical }}
      username={username}
      trail={[
        { label: 'المدونة', href: route('store.sections.index', { username }) },
        ...(post.section
          ? [
              {
                label: post.section.title,
                href: route('store.sections.show', { username, slug: post.section.slug }),
              },
            ]
          : []),
        { label: post.title },
      ]}
    >
      <article className="blog-post">
        <header>
          {post.section && (
            <Link
              href={route('store.sections.show', { username, slug: post.section.slug })}
              className="badge"
            >
              {post.section.title}
            </Link>
          )}
          <h1>{post.title}</h1>
          {post.publishedAt && (
            <time className="muted" dateTime={post.publishedAt}>
              {formatDate(post.publishedAt)}
            </time>
          )}
        </header>
        <ArticleBody
          image={post.image}
          title={post.title}
          html={post.content}
          cover={{ className: 'blog-post-image', width: 800, height: 450 }}
        />
        <div className="share-row">
          <span>شارك المنشور:</span>
          {shareTargets(canonical, post.title).map((target) => {
            const ShareIcon = SHARE_ICONS[target.name as keyof typeof SHARE_ICONS]
            return (
              ShareIcon && (
                <a
                  key={target.name}
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`مشاركة عبر ${target.label}`}
                >
                  <ShareIcon size={20} />
                </a>
              )
            )
          })}
        </div>
        <nav className="post-nav" aria-label="منشورات أخرى">
          {post.previous ? (
            <PostNavLink post={post.previous} username={username} rel="prev" />
          ) : (
            <span />
          )}
          {post.next && <PostNavLink post={post.next} username={username} rel="next" />}
        </nav>
      </article>
    </StoreRecordPage>
  )
}

/** The link to the previous or the next post, under the post. */
function PostNavLink(props: {
  post: { slug: string; title: string }
  username: string
  rel: 'prev' | 'next'
}) {
  return (
    <Link
      href={route('store.blogs.show', { username: props.username, slug: props.post.slug })}
      rel={props.rel}
      className={props.rel === 'next' ? 'post-nav-link next' : 'post-nav-link'}
    >
      <span className="muted small">
        {props.rel === 'next' ? 'المنشور التالي' : 'المنشور السابق'}
      </span>
      <span>{props.post.title}</span>
    </Link>
  )
}

BlogShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
