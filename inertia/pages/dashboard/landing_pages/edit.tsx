import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/dashboard/landing_pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import LandingForm from '~/components/dashboard/landing_form'
import { savedRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<LandingPagesController, 'edit'>

export default function EditLanding({ website, landing }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title={`تعديل ${landing.title}`} heading="تعديل صفحة المنيو">
      <LandingForm {...savedRecord('landing_pages', username, landing)} submitLabel="حفظ الصفحة" />
    </RecordFormPage>
  )
}

EditLanding.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
