import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/dashboard/sections_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import SectionForm from '~/components/dashboard/section_form'
import { newRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<SectionsController, 'create'>

export default function CreateSection({ website, parents, defaults }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة قسم">
      <SectionForm
        parents={parents}
        {...newRecord('sections', username, defaults)}
        submitLabel="إضافة القسم"
      />
    </RecordFormPage>
  )
}

CreateSection.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
