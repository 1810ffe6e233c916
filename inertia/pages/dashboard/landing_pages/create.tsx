import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/dashboard/landing_pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import LandingForm from '~/components/dashboard/landing_form'
import { newRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<LandingPagesController, 'create'>

export default function CreateLanding({ website, defaults }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="صفحة منيو جديدة">
      <LandingForm {...newRecord('landing_pages', username, defaults)} submitLabel="إضافة الصفحة" />
    </RecordFormPage>
  )
}

CreateLanding.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
