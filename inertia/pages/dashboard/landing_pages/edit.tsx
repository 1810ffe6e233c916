import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/dashboard/landing_pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import LandingForm from '~/components/dashboard/landing_form'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<LandingPagesController, 'edit'>

export default function EditLanding({ website, landing }: Props) {
  const username = website!.username
  const { id, ...initial } = landing
  return (
    <RecordFormPage title={`تعديل ${landing.title}`} heading="تعديل صفحة المنيو">
      <LandingForm
        initial={initial}
        action={route('dashboard.landing_pages.update', { username, id })}
        method="put"
        cancelUrl={route('dashboard.landing_pages.index', { username })}
        submitLabel="حفظ الصفحة"
      />
    </RecordFormPage>
  )
}

EditLanding.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
