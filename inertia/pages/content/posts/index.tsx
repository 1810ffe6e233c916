import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentSidebar from '~/components/content_sidebar'
import ContentChips from '~/components/content_chips'
import ContentPagination from '~/components/content_pagination'
import ContentEmpty from '~/components/content_empty'
import ContentBreadcrumbs from '~/components/content_breadcrumbs'
import PostCard from '~/components/post_card'
import { postCount } from '~/components/content_text'
import type {
  ContentSeoData,
  PageMeta,
  PostCardData,
  SectionSummary,
} from '~/components/content_types'
import type { SharedProps } from '~/types'

interface Props {
  posts: PostCardData[]
  meta: PageMeta
  sections: SectionSummary[]
  totalPosts: number
  seo: ContentSeoData
}

/** /c/{username}/blogs: every post, newest first, 12 a page, with the category side list. */
export default function ContentBlogs({ posts, meta, sections, totalPosts, seo }: Props) {
  const { website } = usePage<SharedProps>().props
  const base = `/c/${website!.username}`

  return (
    <>
      <ContentSeo seo={seo} />
      <header className="content-page-head">
        <div className="container">
          <ContentBreadcrumbs items={[{ label: 'الرئيسية', href: base }, { label: 'المدونة' }]} />
          <h1>المدونة</h1>
          <p className="muted">
            {meta.total > 0 ? postCount(meta.total) : 'مقالات ونصائح من ' + website!.name}
            {meta.lastPage > 1 && ` — الصفحة ${meta.currentPage} من ${meta.lastPage}`}
          </p>
        </div>
      </header>
      <div className="container content-with-sidebar">
        <div className="content-main-column">
          <ContentChips
            base={base}
            chips={sections}
            label="الأقسام"
            allHref={`${base}/blogs`}
            className="content-chips-mobile"
          />
          {posts.length === 0 ? (
            <ContentEmpty message="لاتوجد منشورات بعد" />
          ) : (
            <div className="content-post-grid">
              {posts.map((post, index) => (
                <PostCard
                  key={post.id}
                  post={post}
                  headingLevel={2}
                  eager={index === 0}
                  postHref={`${base}/blog/${post.slug}`}
                  sectionHref={(slug) => `${base}/category/${slug}`}
                />
              ))}
            </div>
          )}
          <ContentPagination meta={meta} path={`${base}/blogs`} />
        </div>
        <ContentSidebar base={base} sections={sections} totalPosts={totalPosts} />
      </div>
    </>
  )
}

ContentBlogs.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
