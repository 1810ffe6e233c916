import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/dashboard/posts_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import PostForm from '~/components/dashboard/post_form'
import { route } from '~/lib/route'

type Props = InferPageProps<PostsController, 'create'>

export default function CreatePost({ website, sections, defaults }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="منشور جديد" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>منشور جديد</h1>
        </header>
        <PostForm
          initial={defaults}
          sections={sections}
          action={route('dashboard.posts.store', { username })}
          method="post"
          cancelUrl={route('dashboard.posts.index', { username })}
          uploadUrl={route('dashboard.content_images.store', { username })}
        />
      </div>
    </>
  )
}

CreatePost.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
