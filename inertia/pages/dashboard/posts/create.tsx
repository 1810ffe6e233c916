import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/dashboard/posts_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import PostForm from '~/components/dashboard/post_form'
import { newRecord, contentImagesUrl } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<PostsController, 'create'>

export default function CreatePost({ website, sections, defaults }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="منشور جديد">
      <PostForm
        sections={sections}
        {...newRecord('posts', username, defaults)}
        uploadUrl={contentImagesUrl(username)}
      />
    </RecordFormPage>
  )
}

CreatePost.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
