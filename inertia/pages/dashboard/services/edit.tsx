import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServicesController from '#controllers/dashboard/services_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import ServiceForm from '~/components/dashboard/service_form'
import { savedRecord } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<ServicesController, 'edit'>

export default function EditService({ website, service, categories }: Props) {
  const username = website!.username
  const { image, ...values } = service
  return (
    <RecordFormPage title={`تعديل ${service.name}`} heading="تعديل الخدمة">
      <ServiceForm
        key={service.id}
        image={image}
        categories={categories}
        {...savedRecord('services', username, values)}
        submitLabel="حفظ الخدمة"
      />
    </RecordFormPage>
  )
}

EditService.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
