import type { ComponentProps, ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServicesController from '#controllers/dashboard/services_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import ServiceForm from '~/components/dashboard/service_form'
import { newRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'
import BookingNotice from '~/components/dashboard/booking_notice'

type Props = InferPageProps<ServicesController, 'create'>

/** A new service's fields before the merchant fills them in. */
const BLANK: ComponentProps<typeof ServiceForm>['initial'] = {
  name: '',
  slug: '',
  price: '',
  old_price: '',
  duration: '60',
  service_category_id: '',
  options: [],
  visible: true,
}

export default function CreateService({ website, categories, bookings }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة خدمة">
      <BookingNotice notice={bookings} />
      <ServiceForm
        categories={categories}
        {...newRecord('services', username, BLANK)}
        submitLabel="إضافة الخدمة"
      />
    </RecordFormPage>
  )
}

CreateService.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
