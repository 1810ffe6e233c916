import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { PlatformPostsController } from '#controllers/marketing/platform_posts_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import PostsSide from '~/components/marketing_posts_side'
import MarketingSeo from '~/components/marketing_seo'
import PageHeader from '~/components/marketing_page_header'
import type { Crumb } from '~/components/marketing_page_header'
import MarketingPostCard from '~/components/marketing_post_card'
import { COLLECTIONS } from '~/components/marketing_collections'
import Pagination from '~/components/ui/pagination'
import EmptyState from '~/components/ui/empty_state'

/** Rendered for /academy (AcademyController) and /blogs (BlogController). */
type Props = InferPageProps<PlatformPostsController, 'index'>

/** /academy and /blogs, optionally ?category={slug}: the post list with the category side list. */
export default function PostsIndex(props: Props) {
  const { privilege, category, requestedCategory, sections, posts, popular, meta } = props
  const collection = COLLECTIONS[privilege]
  const requested = requestedCategory
  const crumbs: Crumb[] = category
    ? [{ label: collection.name, href: collection.index() }, { label: category.title }]
    : [{ label: collection.name }]
  const title = category ? `${category.title} - ${collection.name}` : collection.name

  return (
    <>
      <MarketingSeo
        title={meta.currentPage > 1 ? `${title} - صفحة ${meta.currentPage}` : title}
        description={
          category ? `مقالات ${category.title} في ${collection.name} صفحتي.` : collection.lead
        }
      />
      <PageHeader
        title={category ? category.title : collection.name}
        crumbs={crumbs}
        lead={
          category
            ? `${meta.total} ${meta.total === 1 ? 'مقال' : 'مقالات'} في هذا القسم.`
            : collection.lead
        }
      />
      <div className="container mk-with-side">
        <div>
          {posts.length > 0 ? (
            <>
              <div className="mk-posts-grid">
                {posts.map((post) => (
                  <MarketingPostCard
                    key={post.slug}
                    post={post}
                    privilege={privilege}
                    headingLevel="h2"
                  />
                ))}
              </div>
              <Pagination
                meta={meta}
                path={collection.index()}
                query={{ category: category?.slug }}
              />
            </>
          ) : (
            <EmptyState
              as="h2"
              className="mk-card"
              message="لا توجد مقالات بعد"
              description={
                category || requested
                  ? 'لم ننشر مقالات في هذا القسم حتى الآن.'
                  : 'نعمل على مقالات جديدة، عد إلينا قريبا.'
              }
            >
              {(category || requested) && (
                <Link href={collection.index()} className="btn btn-outline">
                  كل مقالات {collection.name}
                </Link>
              )}
            </EmptyState>
          )}
        </div>
        <PostsSide
          sections={sections}
          popular={popular}
          privilege={privilege}
          active={category?.slug ?? null}
        />
      </div>
    </>
  )
}

PostsIndex.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
