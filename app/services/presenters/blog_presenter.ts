import type Post from '#models/post'

/** Plain data for post lists of a merchant's sites. */
export const BlogPresenter = {
  card(post: Post) {
    return {
      id: post.id,
      title: post.title,
      slug: post.slug,
      description: post.description,
      image: post.image,
      publishedAt: post.publishedAt?.toISO() ?? null,
      section: post.section ? { title: post.section.title, slug: post.section.slug } : null,
    }
  },
}

export type PostCard = ReturnType<typeof BlogPresenter.card>
