import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/dashboard/posts_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import PostForm from '~/components/dashboard/post_form'
import { route } from '~/lib/route'

type Props = InferPageProps<PostsController, 'edit'>

export default function EditPost({ website, sections, post }: Props) {
  const username = website!.username
  const { id, ...initial } = post
  return (
    <>
      <Seo title={`تعديل ${post.title}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>تعديل المنشور</h1>
        </header>
        <PostForm
          initial={initial}
          sections={sections}
          action={route('dashboard.posts.update', { username, id })}
          method="put"
          cancelUrl={route('dashboard.posts.index', { username })}
          uploadUrl={route('dashboard.content_images.store', { username })}
        />
      </div>
    </>
  )
}

EditPost.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
