import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SlidesController from '#controllers/dashboard/slides_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import SlideForm from '~/components/dashboard/slide_form'
import { savedRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<SlidesController, 'edit'>

export default function EditSlide({ website, slide }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="تعديل الشريحة">
      <SlideForm
        {...savedRecord('slides', username, slide)}
        submitLabel="حفظ الشريحة"
        showContent={website!.supportContent}
      />
    </RecordFormPage>
  )
}

EditSlide.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
