// A listing of the content site's posts (the blog, a category): the grid of cards, or the empty state.
import type { ReactNode } from 'react'
import EmptyState from '~/components/ui/empty_state'
import Icon from '~/components/content_icons'
import PostCard from '~/components/post_card'
import type { PostCardData } from '~/components/post_card'
import { route } from '~/lib/route'

/** `children` follow the empty state's message (a way on to other posts). */
export default function ContentPostList({
  posts,
  username,
  children,
}: {
  posts: PostCardData[]
  username: string
  children?: ReactNode
}) {
  if (posts.length === 0) {
    return (
      <EmptyState
        className="content-empty"
        icon={<Icon name="article" size={40} />}
        message="لاتوجد منشورات بعد"
      >
        {children}
      </EmptyState>
    )
  }
  return (
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
  )
}
