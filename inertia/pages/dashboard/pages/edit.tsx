import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/dashboard/pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import PageForm from '~/components/dashboard/page_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<PagesController, 'edit'>

export default function EditPage({ website, page, forms }: Props) {
  const username = website!.username
  const { id, ...initial } = page
  return (
    <RecordFormPage title={`تعديل ${page.name}`} heading="تعديل الصفحة">
      <PageForm
        forms={forms}
        initial={initial}
        {...recordTargets('pages', username, id)}
        uploadUrl={route('dashboard.content_images.store', { username })}
        submitLabel="حفظ الصفحة"
      />
    </RecordFormPage>
  )
}

EditPage.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
