import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/dashboard/pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import PageForm from '~/components/dashboard/page_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<PagesController, 'create'>

export default function CreatePage({ website, defaults, forms }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="صفحة جديدة">
      <PageForm
        forms={forms}
        initial={defaults}
        {...recordTargets('pages', username)}
        uploadUrl={route('dashboard.content_images.store', { username })}
        submitLabel="إضافة الصفحة"
      />
    </RecordFormPage>
  )
}

CreatePage.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
