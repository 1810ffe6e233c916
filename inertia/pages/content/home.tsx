import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import ContentLayout from '~/layouts/content_layout'
import Seo from '~/components/seo'
import PostCard from '~/components/post_card'
import type { PostCardData } from '~/components/post_card'
import type { SharedProps } from '~/types'

export default function ContentHome({ posts }: { posts: PostCardData[] }) {
  const { website } = usePage<SharedProps>().props
  const base = `/c/${website!.username}`
  return (
    <>
      <Seo title={website!.name} />
      <section className="section">
        <div className="container">
          <h1 className="section-title">أحدث المقالات</h1>
          {posts.length === 0 ? (
            <p className="center muted">لاتوجد منشورات بعد</p>
          ) : (
            <div className="grid">
              {posts.map((post) => (
                <PostCard
                  key={post.id}
                  post={post}
                  postHref={`${base}/blog/${post.slug}`}
                  sectionHref={(slug) => `${base}/category/${slug}`}
                />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  )
}

ContentHome.layout = (page: ReactNode) => <ContentLayout>{page}</ContentLayout>
