import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import Carousel, { BREAKPOINTS } from '~/components/carousel'
import PostCard from '~/components/post_card'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import StoreSectionHead from '~/components/store_section_head'
import StoreEmpty from '~/components/store_empty'
import { countLabel, POSTS } from '~/components/store_format'
import type { PostCardData, StoreSharedProps } from '~/components/store_types'

interface Props {
  sections: {
    title: string
    slug: string
    description: string | null
    postCount: number
    posts: PostCardData[]
  }[]
}

/** /category: the blog's main sections that have posts, each with a post slider and a view-all link. */
export default function SectionsIndex({ sections }: Props) {
  const { website } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`

  return (
    <>
      <Seo title="المدونة" />
      <div className="container store-page">
        <StoreBreadcrumbs items={[{ label: 'الرئيسية', href: base }, { label: 'المدونة' }]} />
        <div className="store-page-head">
          <h1>المدونة</h1>
          {sections.length > 0 && (
            <Link href={`${base}/blogs`} className="btn btn-outline btn-small">
              كل المنشورات
            </Link>
          )}
        </div>
        {sections.length === 0 ? (
          <StoreEmpty message="لاتوجد منشورات بعد" />
        ) : (
          sections.map((section) => (
            <section key={section.slug} className="store-block">
              <StoreSectionHead
                title={section.title}
                subtitle={countLabel(section.postCount, POSTS)}
                href={`${base}/category/${section.slug}`}
              />
              <div className="store-carousel">
                <Carousel
                  items={section.posts}
                  itemKey={(post) => post.id}
                  breakpoints={BREAKPOINTS.catalogue}
                  label={section.title}
                  render={(post) => (
                    <PostCard
                      post={post}
                      postHref={`${base}/blogs/${post.slug}`}
                      sectionHref={(slug) => `${base}/category/${slug}`}
                    />
                  )}
                />
              </div>
            </section>
          ))
        )}
      </div>
    </>
  )
}

SectionsIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
