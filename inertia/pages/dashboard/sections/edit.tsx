import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/dashboard/sections_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import SectionForm from '~/components/dashboard/section_form'
import { savedRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<SectionsController, 'edit'>

export default function EditSection({ website, parents, section }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title={`تعديل ${section.title}`} heading="تعديل القسم">
      <SectionForm
        parents={parents}
        {...savedRecord('sections', username, section)}
        submitLabel="حفظ القسم"
      />
    </RecordFormPage>
  )
}

EditSection.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
