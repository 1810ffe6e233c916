import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/dashboard/landing_pages_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import LandingForm from '~/components/dashboard/landing_form'
import { route } from '~/lib/route'

type Props = InferPageProps<LandingPagesController, 'edit'>

export default function EditLanding({ website, landing }: Props) {
  const username = website!.username
  const { id, ...initial } = landing
  return (
    <>
      <Seo title={`تعديل ${landing.title}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>تعديل صفحة المنيو</h1>
        </header>
        <LandingForm
          initial={initial}
          action={route('dashboard.landing_pages.update', { username, id })}
          method="put"
          cancelUrl={route('dashboard.landing_pages.index', { username })}
          submitLabel="حفظ الصفحة"
        />
      </div>
    </>
  )
}

EditLanding.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
