import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/content/sections_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import EmptyState from '~/components/ui/empty_state'
import ContentPageHead from '~/components/content_page_head'
import ContentChips from '~/components/content_chips'
import Carousel, { BREAKPOINTS } from '~/components/carousel'
import Icon from '~/components/content_icons'
import PostCard from '~/components/post_card'
import { postCount } from '~/components/content_text'
import { route } from '~/lib/route'

type Props = InferPageProps<SectionsController, 'index'>

/** /c/{username}/categories: each main section that has posts, its newest posts in a slider. */
export default function ContentSections({ sections, seo, website }: Props) {
  const username = website!.username
  const home = route('content.home.show', { username })
  const sectionHref = (slug: string) => route('content.sections.show', { username, slug })

  return (
    <>
      <ContentSeo seo={seo} />
      <ContentPageHead username={username} trail={[{ label: 'الأقسام' }]} title="الأقسام">
        <p className="muted">تصفح منشورات {website!.name} حسب القسم.</p>
      </ContentPageHead>
      <div className="container">
        {sections.length === 0 ? (
          <EmptyState
            className="content-empty"
            icon={<Icon name="article" size={40} />}
            message="لاتوجد منشورات بعد"
          >
            <Link href={home} className="btn btn-outline">
              العودة إلى الرئيسية
            </Link>
          </EmptyState>
        ) : (
          sections.map((section, sectionIndex) => (
            <section
              key={section.slug}
              className="content-section-row"
              aria-labelledby={`s-${section.slug}`}
            >
              <div className="content-block-head">
                <div>
                  <h2 id={`s-${section.slug}`}>
                    <Link href={sectionHref(section.slug)}>{section.title}</Link>
                  </h2>
                  <p className="muted small">{postCount(section.postCount)}</p>
                </div>
                <Link href={sectionHref(section.slug)} className="content-view-all">
                  عرض الكل <Icon name="chevron" size={16} />
                </Link>
              </div>
              <ContentChips
                username={username}
                chips={section.children}
                label={`أقسام ${section.title} الفرعية`}
              />
              <Carousel
                items={section.posts}
                itemKey={(post) => post.id}
                breakpoints={BREAKPOINTS.catalogue}
                label={section.title}
                render={(post, index) => (
                  <PostCard
                    post={post}
                    eager={sectionIndex === 0 && index === 0}
                    postHref={route('content.posts.show', { username, slug: post.slug })}
                    sectionHref={sectionHref}
                  />
                )}
              />
            </section>
          ))
        )}
      </div>
    </>
  )
}

ContentSections.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
