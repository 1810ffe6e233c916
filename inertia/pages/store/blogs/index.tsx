import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BlogsController from '#controllers/store/blogs_controller'
import StoreLayout from '~/layouts/store_layout'
import PostCard from '~/components/post_card'
import StoreRecordPage from '~/components/store_record_page'
import EmptyState from '~/components/ui/empty_state'
import Pagination from '~/components/ui/pagination'
import { ChevronIcon } from '~/components/store_icons'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'

/** Every post at /blogs (`section` null), or one section's posts at /category/{slug}. */
type Props =
  | InferPageProps<BlogsController, 'index'>
  | RenderedPageProps<BlogsController, 'section', 'section'>

/**
 * The blog list: every post at /blogs, one section's posts at /category/{slug} (with its sub-sections
 * and a link back to the sections), and the sections sidebar with post counts.
 */
export default function BlogsIndex({ sections, posts, section, username }: Props) {
  const title = section ? section.title : 'المدونة'
  const allPosts = route('store.blogs.index', { username })
  const sectionHref = (slug: string) => route('store.sections.show', { username, slug })
  const listPath = section
    ? route('store.sections.show', { username, slug: section.slug })
    : allPosts

  return (
    <StoreRecordPage
      seo={{ title }}
      username={username}
      trail={[
        { label: 'المدونة', href: route('store.sections.index', { username }) },
        ...(section?.parent
          ? [{ label: section.parent.title, href: sectionHref(section.parent.slug) }]
          : []),
        ...(section ? [{ label: section.title }] : [{ label: 'كل المنشورات' }]),
      ]}
    >
      <div className="store-page-head">
        <h1>{title}</h1>
        {section && (
          <Link href={route('store.sections.index', { username })} className="back-link">
            <ChevronIcon size={16} className="flip" /> العودة إلى الأقسام
          </Link>
        )}
      </div>
      {sections.length > 0 && (
        <ul className="category-chips compact blog-chips" aria-label="أقسام المدونة">
          <li>
            <Link href={allPosts} className={`category-chip${!section ? ' active' : ''}`}>
              كل المنشورات
            </Link>
          </li>
          {sections.map((main) => (
            <li key={main.id}>
              <Link
                href={sectionHref(main.slug)}
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
                href={sectionHref(child.slug)}
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
            <EmptyState message="لاتوجد منشورات بعد" />
          ) : (
            <div className="post-grid">
              {posts.data.map((post) => (
                <PostCard
                  key={post.id}
                  post={post}
                  postHref={route('store.blogs.show', { username, slug: post.slug })}
                  sectionHref={sectionHref}
                />
              ))}
            </div>
          )}
          <Pagination meta={posts.meta} path={listPath} />
        </div>
        <aside className="blog-sidebar" aria-label="أقسام المدونة">
          <h2>الأقسام</h2>
          <ul>
            <li>
              <Link href={allPosts} className={!section ? 'active' : undefined}>
                كل المنشورات
              </Link>
            </li>
            {sections.map((main) => (
              <li key={main.id}>
                <SectionLink
                  section={main}
                  href={sectionHref(main.slug)}
                  active={section?.slug === main.slug}
                />
                {main.children.length > 0 &&
                  (section?.slug === main.slug || section?.parent?.slug === main.slug) && (
                    <ul>
                      {main.children.map((child) => (
                        <li key={child.id}>
                          <SectionLink
                            section={child}
                            href={sectionHref(child.slug)}
                            active={section?.slug === child.slug}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </StoreRecordPage>
  )
}

/** A section in the sidebar: its title and post count, marked when it is the list shown. */
function SectionLink(props: {
  section: { title: string; postCount: number }
  href: string
  active: boolean
}) {
  return (
    <Link href={props.href} className={props.active ? 'active' : undefined}>
      <span>{props.section.title}</span>
      <span className="count">{props.section.postCount}</span>
    </Link>
  )
}

BlogsIndex.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
