import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SlidesController from '#controllers/dashboard/slides_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import SlideForm from '~/components/dashboard/slide_form'
import { newRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<SlidesController, 'create'>

export default function CreateSlide({ website, defaults }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة شريحة">
      <SlideForm
        {...newRecord('slides', username, defaults)}
        submitLabel="إضافة الشريحة"
        showContent={website!.supportContent}
      />
    </RecordFormPage>
  )
}

CreateSlide.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
