import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import PostCard from '~/components/post_card'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import StoreEmpty from '~/components/store_empty'
import StorePagination from '~/components/store_pagination'
import { ChevronIcon } from '~/components/store_icons'
import type {
  Paginated,
  PostCardData,
  SectionTreeData,
  StoreSharedProps,
} from '~/components/store_types'

interface ActiveSection {
  title: string
  slug: string
  parent: { title: string; slug: string } | null
  children: { id: number; title: string; slug: string; postCount: number }[]
}

interface Props {
  sections: SectionTreeData[]
  posts: Paginated<PostCardData>
  /** set on /category/{slug} */
  section: ActiveSection | null
}

/**
 * The blog list: every post at /blogs, one section's posts at /category/{slug} (with its sub-sections
 * and a link back to the sections), and the sections sidebar with post counts.
 */
export default function BlogsIndex({ sections, posts, section }: Props) {
  const { website } = usePage<StoreSharedProps>().props
  const base = `/o/${website!.username}`
  const title = section ? section.title : 'المدونة'
  const path = section ? `${base}/category/${section.slug}` : `${base}/blogs`

  return (
    <>
      <Seo title={title} />
      <div className="container store-page">
        <StoreBreadcrumbs
          items={[
            { label: 'الرئيسية', href: base },
            { label: 'المدونة', href: `${base}/category` },
            ...(section?.parent
              ? [{ label: section.parent.title, href: `${base}/category/${section.parent.slug}` }]
              : []),
            ...(section ? [{ label: section.title }] : [{ label: 'كل المنشورات' }]),
          ]}
        />
        <div className="store-page-head">
          <h1>{title}</h1>
          {section && (
            <Link href={`${base}/category`} className="back-link">
              <ChevronIcon size={16} className="flip" /> العودة إلى الأقسام
            </Link>
          )}
        </div>
        {sections.length > 0 && (
          <ul className="category-chips compact blog-chips" aria-label="أقسام المدونة">
            <li>
              <Link href={`${base}/blogs`} className={`category-chip${!section ? ' active' : ''}`}>
                كل المنشورات
              </Link>
            </li>
            {sections.map((main) => (
              <li key={main.id}>
                <Link
                  href={`${base}/category/${main.slug}`}
                  className={`category-chip${section?.slug === main.slug || section?.parent?.slug === main.slug ? ' active' : ''}`}
                >
                  {main.title} <span className="muted small">{main.postCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {section && section.children.length > 0 && (
          <ul className="category-chips compact" aria-label="الأقسام الفرعية">
            {section.children.map((child) => (
              <li key={child.id}>
                <Link
                  href={`${base}/category/${child.slug}`}
                  className={`category-chip${child.slug === section.slug ? ' active' : ''}`}
                >
                  {child.title} <span className="muted small">{child.postCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="blog-layout">
          <div>
            {posts.data.length === 0 ? (
              <StoreEmpty message="لاتوجد منشورات بعد" />
            ) : (
              <div className="post-grid">
                {posts.data.map((post) => (
                  <PostCard
                    key={post.id}
                    post={post}
                    postHref={`${base}/blogs/${post.slug}`}
                    sectionHref={(slug) => `${base}/category/${slug}`}
                  />
                ))}
              </div>
            )}
            <StorePagination meta={posts.meta} path={path} />
          </div>
          <aside className="blog-sidebar" aria-label="أقسام المدونة">
            <h2>الأقسام</h2>
            <ul>
              <li>
                <Link href={`${base}/blogs`} className={!section ? 'active' : undefined}>
                  كل المنشورات
                </Link>
              </li>
              {sections.map((main) => (
                <li key={main.id}>
                  <Link
                    href={`${base}/category/${main.slug}`}
                    className={section?.slug === main.slug ? 'active' : undefined}
                  >
                    <span>{main.title}</span>
                    <span className="count">{main.postCount}</span>
                  </Link>
                  {main.children.length > 0 &&
                    (section?.slug === main.slug || section?.parent?.slug === main.slug) && (
                      <ul>
                        {main.children.map((child) => (
                          <li key={child.id}>
                            <Link
                              href={`${base}/category/${child.slug}`}
                              className={section?.slug === child.slug ? 'active' : undefined}
                            >
                              <span>{child.title}</span>
                              <span className="count">{child.postCount}</span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </>
  )
}

BlogsIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
