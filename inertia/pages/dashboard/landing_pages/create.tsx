import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/dashboard/landing_pages_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import LandingForm from '~/components/dashboard/landing_form'
import { route } from '~/lib/route'

type Props = InferPageProps<LandingPagesController, 'create'>

export default function CreateLanding({ website, defaults }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="صفحة منيو جديدة" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>صفحة منيو جديدة</h1>
        </header>
        <LandingForm
          initial={defaults}
          action={route('dashboard.landing_pages.store', { username })}
          method="post"
          cancelUrl={route('dashboard.landing_pages.index', { username })}
          submitLabel="إضافة الصفحة"
        />
      </div>
    </>
  )
}

CreateLanding.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
