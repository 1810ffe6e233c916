import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/store/sections_controller'
import StoreLayout from '~/layouts/store_layout'
import StoreCarousel from '~/components/store_carousel'
import PostCard from '~/components/post_card'
import StoreRecordPage from '~/components/store_record_page'
import StoreSectionHead from '~/components/store_section_head'
import EmptyState from '~/components/ui/empty_state'
import { countLabel, POSTS } from '~/components/store_format'
import { route } from '~/lib/route'

type Props = InferPageProps<SectionsController, 'index'>

/** /category: the blog's main sections that have posts, each with a post slider and a view-all link. */
export default function SectionsIndex({ sections, username }: Props) {
  const sectionHref = (slug: string) => route('store.sections.show', { username, slug })

  return (
    <StoreRecordPage seo={{ title: 'المدونة' }} username={username} trail={[{ label: 'المدونة' }]}>
      <div className="store-page-head">
        <h1>المدونة</h1>
        {sections.length > 0 && (
          <Link
            href={route('store.blogs.index', { username })}
            className="btn btn-outline btn-small"
          >
            كل المنشورات
          </Link>
        )}
      </div>
      {sections.length === 0 ? (
        <EmptyState message="لاتوجد منشورات بعد" />
      ) : (
        sections.map((section) => (
          <section key={section.slug} className="store-block">
            <StoreSectionHead
              title={section.title}
              subtitle={countLabel(section.postCount, POSTS)}
              href={sectionHref(section.slug)}
            />
            <StoreCarousel
              items={section.posts}
              label={section.title}
              render={(post) => (
                <PostCard
                  post={post}
                  postHref={route('store.blogs.show', { username, slug: post.slug })}
                  sectionHref={sectionHref}
                />
              )}
            />
          </section>
        ))
      )}
    </StoreRecordPage>
  )
}

SectionsIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
