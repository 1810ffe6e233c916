import type { ReactNode } from 'react'
import type PostsController from '#controllers/content/posts_controller'
import ContentLayout from '~/layouts/content_layout'
import ContentSeo from '~/components/content_seo'
import ContentSidebar from '~/components/content_sidebar'
import ContentChips from '~/components/content_chips'
import Pagination from '~/components/ui/pagination'
import ContentPageHead from '~/components/content_page_head'
import ContentPostList from '~/components/content_post_list'
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
          <ContentPostList posts={posts} username={username} />
          <Pagination meta={meta} path={route('content.posts.index', { username })} />
        </div>
        <ContentSidebar username={username} sections={sections} totalPosts={totalPosts} />
      </div>
    </>
  )
}

ContentBlogs.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
