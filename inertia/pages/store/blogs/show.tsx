import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type BlogsController from '#controllers/store/blogs_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Image from '~/components/image'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import { FacebookIcon, WhatsappIcon, XIcon } from '~/components/store_icons'
import { formatDate } from '~/lib/format'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'

type Props = RenderedPageProps<BlogsController, 'show', 'post'>

/** /blogs/{slug}: title, section, date, image, content, share links, previous and next posts. */
export default function BlogShow({ post, canonical, username }: Props) {
  const shareUrl = encodeURIComponent(canonical)
  const shareText = encodeURIComponent(post.title)

  return (
    <>
      <Seo
        title={post.title}
        description={post.description}
        image={post.image}
        canonical={canonical}
      />
      <div className="container store-page">
        <StoreBreadcrumbs
          items={[
            { label: 'الرئيسية', href: route('store.home.show', { username }) },
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
        />
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
          {post.image && (
            <Image
              className="blog-post-image"
              src={post.image}
              alt={post.title}
              width={800}
              height={450}
              loading="eager"
            />
          )}
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.content }} />
          <div className="share-row">
            <span>شارك المنشور:</span>
            <a
              href={`https://wa.me/?text=${shareText}%20${shareUrl}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="مشاركة عبر واتساب"
            >
              <WhatsappIcon size={20} />
            </a>
            <a
              href={`https://x.com/intent/post?text=${shareText}&url=${shareUrl}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="مشاركة عبر إكس"
            >
              <XIcon size={20} />
            </a>
            <a
              href={`https://www.facebook.com/sharer/sharer.php?u=${shareUrl}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="مشاركة عبر فيسبوك"
            >
              <FacebookIcon size={20} />
            </a>
          </div>
          <nav className="post-nav" aria-label="منشورات أخرى">
            {post.previous ? (
              <Link
                href={route('store.blogs.show', { username, slug: post.previous.slug })}
                rel="prev"
                className="post-nav-link"
              >
                <span className="muted small">المنشور السابق</span>
                <span>{post.previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {post.next && (
              <Link
                href={route('store.blogs.show', { username, slug: post.next.slug })}
                rel="next"
                className="post-nav-link next"
              >
                <span className="muted small">المنشور التالي</span>
                <span>{post.next.title}</span>
              </Link>
            )}
          </nav>
        </article>
      </div>
    </>
  )
}

BlogShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
