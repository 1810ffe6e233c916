import type { ReactNode } from 'react'
import type PostsController from '#controllers/content/posts_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentSidebar from '~/components/content_sidebar'
import ContentChips from '~/components/content_chips'
import Pagination from '~/components/ui/pagination'
import EmptyState from '~/components/ui/empty_state'
import Icon from '~/components/content_icons'
import ContentPageHead from '~/components/content_page_head'
import PostCard from '~/components/post_card'
import { postCount } from '~/components/content_text'
import { route } from '~/lib/route'
import type { ContentPageProps } from '~/types'

type Props = ContentPageProps<PostsController, 'index'>

/** /c/{username}/blogs: every post, newest first, 12 a page, with the category side list. */
export default function ContentBlogs(props: Props) {
  const { posts, meta, sections, totalPosts, seo, website } = props
  const username = website!.username
  const blogs = route('content.posts.index', { username })

  return (
    <>
      <ContentSeo seo={seo} />
      <ContentPageHead username={username} trail={[{ label: 'المدونة' }]} title="المدونة">
        <p className="muted">
          {meta.total > 0 ? postCount(meta.total) : 'مقالات ونصائح من ' + website!.name}
          {meta.lastPage > 1 && ` — الصفحة ${meta.currentPage} من ${meta.lastPage}`}
        </p>
      </ContentPageHead>
      <div className="container content-with-sidebar">
        <div className="content-main-column">
          <ContentChips
            username={username}
            chips={sections}
            label="الأقسام"
            allHref={blogs}
            className="content-chips-mobile"
          />
          {posts.length === 0 ? (
            <EmptyState
              className="content-empty"
              icon={<Icon name="article" size={40} />}
              message="لاتوجد منشورات بعد"
            />
          ) : (
            <div className="content-post-grid">
              {posts.map((post, index) => (
                <PostCard
                  key={post.id}
                  post={post}
                  headingLevel={2}
                  eager={index === 0}
                  postHref={route('content.posts.show', { username, slug: post.slug })}
                  sectionHref={(slug) => route('content.sections.show', { username, slug })}
                />
              ))}
            </div>
          )}
          <Pagination meta={meta} path={route('content.posts.index', { username })} />
        </div>
        <ContentSidebar username={username} sections={sections} totalPosts={totalPosts} />
      </div>
    </>
  )
}

ContentBlogs.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
