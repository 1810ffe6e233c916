import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/dashboard/posts_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import PostForm from '~/components/dashboard/post_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<PostsController, 'edit'>

export default function EditPost({ website, sections, post }: Props) {
  const username = website!.username
  const { id, ...initial } = post
  return (
    <RecordFormPage title={`تعديل ${post.title}`} heading="تعديل المنشور">
      <PostForm
        initial={initial}
        sections={sections}
        {...recordTargets('posts', username, id)}
        uploadUrl={route('dashboard.content_images.store', { username })}
      />
    </RecordFormPage>
  )
}

EditPost.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
