import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { PlatformPostsController } from '#controllers/marketing/platform_posts_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import PostsSide from '~/components/marketing_posts_side'
import MarketingSeo from '~/components/marketing_seo'
import { Breadcrumbs } from '~/components/marketing_page_header'
import type { Crumb } from '~/components/marketing_page_header'
import ShareLinks from '~/components/share_links'
import Image from '~/components/image'
import Icon from '~/components/marketing_icons'
import { formatDate } from '~/lib/format'
import { COLLECTIONS } from '~/components/marketing_collections'
import type { MarketingShared } from '~/types'

/** Rendered for /academy/{slug} (AcademyController) and /blog/{slug} (BlogController). */
type Props = InferPageProps<PlatformPostsController, 'show'>

/** /academy/{slug} and /blog/{slug}: the post, its share row, the category side list, popular posts. */
export default function PostShow({ privilege, post, sections, popular }: Props) {
  const { pageUrl } = usePage<MarketingShared>().props
  const collection = COLLECTIONS[privilege]
  const crumbs: Crumb[] = [
    { label: collection.name, href: collection.index() },
    ...(post.section
      ? [{ label: post.section.title, href: collection.index({ category: post.section.slug }) }]
      : []),
    { label: post.title },
  ]
  const keywords = (post.keywords ?? '')
    .split(/[,،]/)
    .map((word) => word.trim())
    .filter(Boolean)

  return (
    <>
      <MarketingSeo
        title={post.title}
        description={post.description}
        image={post.image}
        keywords={post.keywords}
        type="article"
      />
      <header className="mk-page-header">
        <div className="container">
          <Breadcrumbs items={crumbs} />
          <h1>{post.title}</h1>
          {post.description && <p className="mk-lead">{post.description}</p>}
          <div className="mk-article-meta">
            {post.section && (
              <Link className="mk-chip" href={collection.index({ category: post.section.slug })}>
                <Icon name="folder" size={14} /> {post.section.title}
              </Link>
            )}
            {post.publishedAt && (
              <time className="mk-meta" dateTime={post.publishedAt}>
                <Icon name="calendar" size={16} /> {formatDate(post.publishedAt)}
              </time>
            )}
          </div>
        </div>
      </header>

      <div className="container mk-with-side">
        <article className="mk-article">
          <Image
            className="mk-article-cover"
            src={post.image ?? undefined}
            alt={post.title}
            width={1200}
            height={675}
            loading="eager"
          />
          <div className="mk-prose" dangerouslySetInnerHTML={{ __html: post.content }} />
          {keywords.length > 0 && (
            <ul className="mk-tags" aria-label="الكلمات المفتاحية">
              {keywords.map((word) => (
                <li key={word}>#{word.replace(/\s+/g, '_')}</li>
              ))}
            </ul>
          )}
          <ShareLinks
            look="marketing"
            url={pageUrl}
            title={post.title}
            label="مشاركة"
            heading="شارك المقال"
          />
          <p style={{ marginBlockStart: '1.5rem' }}>
            <Link href={collection.index()} className="mk-link-arrow">
              كل مقالات {collection.name} <Icon name="arrow" size={16} />
            </Link>
          </p>
        </article>
        <PostsSide
          sections={sections}
          popular={popular}
          privilege={privilege}
          active={post.section?.slug ?? null}
        />
      </div>
    </>
  )
}

PostShow.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
