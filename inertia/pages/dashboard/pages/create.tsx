import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/dashboard/pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import PageForm from '~/components/dashboard/page_form'
import { newRecord, contentImagesUrl } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<PagesController, 'create'>

export default function CreatePage({ website, defaults, forms }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="صفحة جديدة">
      <PageForm
        forms={forms}
        {...newRecord('pages', username, defaults)}
        uploadUrl={contentImagesUrl(username)}
        submitLabel="إضافة الصفحة"
      />
    </RecordFormPage>
  )
}

CreatePage.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
