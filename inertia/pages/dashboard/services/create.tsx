import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServicesController from '#controllers/dashboard/services_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import ServiceForm from '~/components/dashboard/service_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { RecordFormPage } from '~/components/dashboard/record_form'
import BookingNotice from '~/components/dashboard/booking_notice'

type Props = InferPageProps<ServicesController, 'create'>

export default function CreateService({ website, categories, bookings }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة خدمة">
      <BookingNotice notice={bookings} />
      <ServiceForm
        initial={{
          name: '',
          slug: '',
          price: '',
          old_price: '',
          duration: '60',
          service_category_id: '',
          options: [],
          visible: true,
        }}
        categories={categories}
        {...recordTargets('services', username)}
        submitLabel="إضافة الخدمة"
      />
    </RecordFormPage>
  )
}

CreateService.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
