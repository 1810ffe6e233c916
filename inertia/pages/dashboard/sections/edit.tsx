import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/dashboard/sections_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import SectionForm from '~/components/dashboard/section_form'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<SectionsController, 'edit'>

export default function EditSection({ website, parents, section }: Props) {
  const username = website!.username
  const { id, ...initial } = section
  return (
    <RecordFormPage title={`تعديل ${section.title}`} heading="تعديل القسم">
      <SectionForm
        initial={initial}
        parents={parents}
        action={route('dashboard.sections.update', { username, id })}
        method="put"
        cancelUrl={route('dashboard.sections.index', { username })}
        submitLabel="حفظ القسم"
      />
    </RecordFormPage>
  )
}

EditSection.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
