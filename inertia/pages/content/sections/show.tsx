import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type SectionsController from '#controllers/content/sections_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentSidebar from '~/components/content_sidebar'
import ContentChips from '~/components/content_chips'
import Pagination from '~/components/ui/pagination'
import ContentPageHead from '~/components/content_page_head'
import ContentPostList from '~/components/content_post_list'
import Icon from '~/components/content_icons'
import { postCount } from '~/components/content_text'
import { route } from '~/lib/route'
import type { ContentPageProps } from '~/types'

type Props = ContentPageProps<SectionsController, 'show'>

/**
 * /c/{username}/category/{slug}: the section's posts (its sub-sections' included), its sub-sections,
 * and the way back to all categories and to the blog.
 */
export default function ContentSection(props: Props) {
  const { section, siblings, posts, meta, sections, seo, website } = props
  const username = website!.username
  const sectionHref = (slug: string) => route('content.sections.show', { username, slug })
  const categories = route('content.sections.index', { username })
  const blogs = route('content.posts.index', { username })

  return (
    <>
      <ContentSeo seo={seo} />
      <ContentPageHead
        username={username}
        trail={[
          { label: 'الأقسام', href: categories },
          ...(section.parent
            ? [{ label: section.parent.title, href: sectionHref(section.parent.slug) }]
            : []),
          { label: section.title },
        ]}
        title={section.title}
      >
        {section.description && <p className="content-page-lead">{section.description}</p>}
        <p className="muted small">
          {postCount(section.postCount)}
          {meta.lastPage > 1 && ` — الصفحة ${meta.currentPage} من ${meta.lastPage}`}
        </p>
        <p className="content-back-links">
          <Link href={categories} className="with-icon">
            <Icon name="chevron" size={16} /> كل الأقسام
          </Link>
          <Link href={blogs} className="with-icon">
            <Icon name="chevron" size={16} /> المدونة
          </Link>
        </p>
      </ContentPageHead>
      <div className="container content-with-sidebar">
        <div className="content-main-column">
          {section.children.length > 0 && (
            <ContentChips username={username} chips={section.children} label="الأقسام الفرعية" />
          )}
          {section.parent && siblings.length > 1 && (
            <ContentChips
              username={username}
              chips={siblings}
              active={section.slug}
              label={`أقسام ${section.parent.title}`}
            />
          )}
          <ContentPostList posts={posts} username={username}>
            <Link href={blogs} className="btn btn-outline">
              تصفح كل المنشورات
            </Link>
          </ContentPostList>
          <Pagination
            meta={meta}
            path={route('content.sections.show', { username, slug: section.slug })}
          />
        </div>
        <ContentSidebar
          key={section.slug}
          username={username}
          sections={sections}
          active={section.slug}
        />
      </div>
    </>
  )
}

ContentSection.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
