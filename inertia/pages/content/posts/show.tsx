import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type PostsController from '#controllers/content/posts_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentSidebar from '~/components/content_sidebar'
import ContentBreadcrumbs from '~/components/content_breadcrumbs'
import Icon from '~/components/content_icons'
import ArticleBody from '~/components/article_body'
import PostCard from '~/components/post_card'
import ShareLinks from '~/components/share_links'
import { formatDate } from '~/lib/format'
import { route } from '~/lib/route'
import type { ContentPageProps } from '~/types'

type Props = ContentPageProps<PostsController, 'show'>

/** /c/{username}/blog/{slug}: the post, share links, its neighbours and related posts. */
export default function ContentPost(props: Props) {
  const { post, previous, next, related, sections, shareUrl, seo, website } = props
  const username = website!.username
  const postHref = (slug: string) => route('content.posts.show', { username, slug })
  const sectionHref = (slug: string) => route('content.sections.show', { username, slug })
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
              { label: 'الرئيسية', href: route('content.home.show', { username }) },
              { label: 'المدونة', href: route('content.posts.index', { username }) },
              ...(post.section
                ? [{ label: post.section.title, href: sectionHref(post.section.slug) }]
                : []),
              { label: post.title },
            ]}
          />
          <header className="content-post-head">
            <h1>{post.title}</h1>
            <p className="content-post-meta">
              {post.section && (
                <Link href={sectionHref(post.section.slug)} className="badge with-icon">
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
          <ArticleBody
            image={post.image}
            title={post.title}
            html={post.content}
            cover={{
              className: 'content-post-image',
              width: 800,
              height: 450,
              fetchPriority: 'high',
            }}
          />
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
                href={postHref(previous.slug)}
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
              <Link href={postHref(next.slug)} className="content-post-nav-link is-next" rel="next">
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
          username={username}
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
                  postHref={postHref(item.slug)}
                  sectionHref={sectionHref}
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
