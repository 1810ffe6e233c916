import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/dashboard/posts_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import PostForm from '~/components/dashboard/post_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<PostsController, 'create'>

export default function CreatePost({ website, sections, defaults }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="منشور جديد">
      <PostForm
        initial={defaults}
        sections={sections}
        {...recordTargets('posts', username)}
        uploadUrl={route('dashboard.content_images.store', { username })}
      />
    </RecordFormPage>
  )
}

CreatePost.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
