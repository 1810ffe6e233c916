import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/dashboard/posts_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import PostForm from '~/components/dashboard/post_form'
import { savedRecord, contentImagesUrl } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<PostsController, 'edit'>

export default function EditPost({ website, sections, post }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title={`تعديل ${post.title}`} heading="تعديل المنشور">
      <PostForm
        sections={sections}
        {...savedRecord('posts', username, post)}
        uploadUrl={contentImagesUrl(username)}
      />
    </RecordFormPage>
  )
}

EditPost.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
