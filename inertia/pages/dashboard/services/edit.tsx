import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServicesController from '#controllers/dashboard/services_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import ServiceForm from '~/components/dashboard/service_form'
import { route } from '~/lib/route'

type Props = InferPageProps<ServicesController, 'edit'>

export default function EditService({ website, service, categories }: Props) {
  const username = website!.username
  const { id, image, ...values } = service
  return (
    <>
      <Seo title={`تعديل ${service.name}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>تعديل الخدمة</h1>
        </header>
        <ServiceForm
          key={id}
          initial={values}
          image={image}
          categories={categories}
          action={route('dashboard.services.update', { username, id })}
          method="put"
          cancelUrl={route('dashboard.services.index', { username })}
          submitLabel="حفظ الخدمة"
        />
      </div>
    </>
  )
}

EditService.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
