import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/dashboard/pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import PageForm from '~/components/dashboard/page_form'
import { savedRecord, contentImagesUrl } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<PagesController, 'edit'>

export default function EditPage({ website, page, forms }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title={`تعديل ${page.name}`} heading="تعديل الصفحة">
      <PageForm
        forms={forms}
        {...savedRecord('pages', username, page)}
        uploadUrl={contentImagesUrl(username)}
        submitLabel="حفظ الصفحة"
      />
    </RecordFormPage>
  )
}

EditPage.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
