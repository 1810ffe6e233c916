import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/dashboard/sections_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import SectionForm from '~/components/dashboard/section_form'
import { route } from '~/lib/route'

type Props = InferPageProps<SectionsController, 'create'>

export default function CreateSection({ website, parents, defaults }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="إضافة قسم" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>إضافة قسم</h1>
        </header>
        <SectionForm
          initial={defaults}
          parents={parents}
          action={route('dashboard.sections.store', { username })}
          method="post"
          cancelUrl={route('dashboard.sections.index', { username })}
          submitLabel="إضافة القسم"
        />
      </div>
    </>
  )
}

CreateSection.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
