import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentSidebar from '~/components/content_sidebar'
import ContentBreadcrumbs from '~/components/content_breadcrumbs'
import Icon from '~/components/content_icons'
import Image from '~/components/image'
import PostCard from '~/components/post_card'
import ShareLinks from '~/components/share_links'
import { formatDate } from '~/lib/format'
import type {
  ContentSeoData,
  PostCardData,
  PostDetail,
  PostLink,
  SectionSummary,
} from '~/components/content_types'
import type { SharedProps } from '~/types'

interface Props {
  post: PostDetail
  previous: PostLink | null
  next: PostLink | null
  related: PostCardData[]
  sections: SectionSummary[]
  shareUrl: string
  seo: ContentSeoData
}

/** /c/{username}/blog/{slug}: the post, share links, its neighbours and related posts. */
export default function ContentPost(props: Props) {
  const { post, previous, next, related, sections, shareUrl, seo } = props
  const { website } = usePage<SharedProps>().props
  const base = `/c/${website!.username}`
  const keywords = (post.keywords ?? '')
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter(Boolean)

  return (
    <>
      <ContentSeo seo={seo} />
      <div className="container content-with-sidebar content-post-layout">
        <article className="content-post">
          <ContentBreadcrumbs
            items={[
              { label: 'الرئيسية', href: base },
              { label: 'المدونة', href: `${base}/blogs` },
              ...(post.section
                ? [{ label: post.section.title, href: `${base}/category/${post.section.slug}` }]
                : []),
              { label: post.title },
            ]}
          />
          <header className="content-post-head">
            <h1>{post.title}</h1>
            <p className="content-post-meta">
              {post.section && (
                <Link href={`${base}/category/${post.section.slug}`} className="badge with-icon">
                  <Icon name="folder" size={14} /> {post.section.title}
                </Link>
              )}
              {post.publishedAt && (
                <time dateTime={post.publishedAt} className="muted with-icon">
                  <Icon name="calendar" size={14} /> {formatDate(post.publishedAt)}
                </time>
              )}
            </p>
            {post.description && <p className="content-post-lead">{post.description}</p>}
          </header>
          {post.image && (
            <Image
              className="content-post-image"
              src={post.image}
              alt={post.title}
              width={800}
              height={450}
              loading="eager"
              fetchPriority="high"
            />
          )}
          <div className="prose" dangerouslySetInnerHTML={{ __html: post.content }} />
          {keywords.length > 0 && (
            <ul className="content-tags" aria-label="الكلمات المفتاحية">
              {keywords.map((word) => (
                <li key={word}>#{word}</li>
              ))}
            </ul>
          )}
          <ShareLinks url={shareUrl} title={post.title} label="شارك المنشور" />

          <nav className="content-post-nav" aria-label="منشورات أخرى">
            {previous ? (
              <Link
                href={`${base}/blog/${previous.slug}`}
                className="content-post-nav-link is-previous"
                rel="prev"
              >
                <span className="muted small">المنشور السابق</span>
                <strong>{previous.title}</strong>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link
                href={`${base}/blog/${next.slug}`}
                className="content-post-nav-link is-next"
                rel="next"
              >
                <span className="muted small">المنشور التالي</span>
                <strong>{next.title}</strong>
              </Link>
            ) : (
              <span />
            )}
          </nav>
        </article>
        <ContentSidebar
          key={post.section?.slug ?? 'all'}
          base={base}
          sections={sections}
          active={post.section?.slug}
        />
      </div>
      {related.length > 0 && (
        <section className="section content-block" aria-labelledby="related-title">
          <div className="container">
            <div className="content-block-head">
              <h2 id="related-title">منشورات ذات صلة</h2>
            </div>
            <div className="content-post-grid">
              {related.map((item) => (
                <PostCard
                  key={item.id}
                  post={item}
                  postHref={`${base}/blog/${item.slug}`}
                  sectionHref={(slug) => `${base}/category/${slug}`}
                />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  )
}

ContentPost.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
