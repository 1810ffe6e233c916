import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/dashboard/sections_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import SectionForm from '~/components/dashboard/section_form'
import { route } from '~/lib/route'

type Props = InferPageProps<SectionsController, 'edit'>

export default function EditSection({ website, parents, section }: Props) {
  const username = website!.username
  const { id, ...initial } = section
  return (
    <>
      <Seo title={`تعديل ${section.title}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>تعديل القسم</h1>
        </header>
        <SectionForm
          initial={initial}
          parents={parents}
          action={route('dashboard.sections.update', { username, id })}
          method="put"
          cancelUrl={route('dashboard.sections.index', { username })}
          submitLabel="حفظ القسم"
        />
      </div>
    </>
  )
}

EditSection.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
