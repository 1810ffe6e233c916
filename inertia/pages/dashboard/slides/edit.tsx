import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SlidesController from '#controllers/dashboard/slides_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import SlideForm from '~/components/dashboard/slide_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<SlidesController, 'edit'>

export default function EditSlide({ website, slide }: Props) {
  const username = website!.username
  const { id, ...initial } = slide
  return (
    <RecordFormPage title="تعديل الشريحة">
      <SlideForm
        initial={initial}
        {...recordTargets('slides', username, id)}
        submitLabel="حفظ الشريحة"
        showContent={website!.supportContent}
      />
    </RecordFormPage>
  )
}

EditSlide.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
