import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentSidebar from '~/components/content_sidebar'
import ContentChips from '~/components/content_chips'
import ContentPagination from '~/components/content_pagination'
import ContentEmpty from '~/components/content_empty'
import ContentBreadcrumbs from '~/components/content_breadcrumbs'
import Icon from '~/components/content_icons'
import PostCard from '~/components/post_card'
import { postCount } from '~/components/content_text'
import type {
  ContentSeoData,
  PageMeta,
  PostCardData,
  SectionLink,
  SectionSummary,
} from '~/components/content_types'
import type { SharedProps } from '~/types'

interface Props {
  section: SectionSummary
  siblings: (SectionLink & { postCount: number })[]
  posts: PostCardData[]
  meta: PageMeta
  sections: SectionSummary[]
  seo: ContentSeoData
}

/**
 * /c/{username}/category/{slug}: the section's posts (its sub-sections' included), its sub-sections,
 * and the way back to all categories and to the blog.
 */
export default function ContentSection({ section, siblings, posts, meta, sections, seo }: Props) {
  const { website } = usePage<SharedProps>().props
  const base = `/c/${website!.username}`
  const path = `${base}/category/${section.slug}`

  return (
    <>
      <ContentSeo seo={seo} />
      <header className="content-page-head">
        <div className="container">
          <ContentBreadcrumbs
            items={[
              { label: 'الرئيسية', href: base },
              { label: 'الأقسام', href: `${base}/categories` },
              ...(section.parent
                ? [{ label: section.parent.title, href: `${base}/category/${section.parent.slug}` }]
                : []),
              { label: section.title },
            ]}
          />
          <h1>{section.title}</h1>
          {section.description && <p className="content-page-lead">{section.description}</p>}
          <p className="muted small">
            {postCount(section.postCount)}
            {meta.lastPage > 1 && ` — الصفحة ${meta.currentPage} من ${meta.lastPage}`}
          </p>
          <p className="content-back-links">
            <Link href={`${base}/categories`} className="with-icon">
              <Icon name="chevron" size={16} /> كل الأقسام
            </Link>
            <Link href={`${base}/blogs`} className="with-icon">
              <Icon name="chevron" size={16} /> المدونة
            </Link>
          </p>
        </div>
      </header>
      <div className="container content-with-sidebar">
        <div className="content-main-column">
          {section.children.length > 0 && (
            <ContentChips base={base} chips={section.children} label="الأقسام الفرعية" />
          )}
          {section.parent && siblings.length > 1 && (
            <ContentChips
              base={base}
              chips={siblings}
              active={section.slug}
              label={`أقسام ${section.parent.title}`}
            />
          )}
          {posts.length === 0 ? (
            <ContentEmpty message="لاتوجد منشورات بعد">
              <Link href={`${base}/blogs`} className="btn btn-outline">
                تصفح كل المنشورات
              </Link>
            </ContentEmpty>
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
          <ContentPagination meta={meta} path={path} />
        </div>
        <ContentSidebar key={section.slug} base={base} sections={sections} active={section.slug} />
      </div>
    </>
  )
}

ContentSection.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
