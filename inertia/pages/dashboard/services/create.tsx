import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServicesController from '#controllers/dashboard/services_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import ServiceForm from '~/components/dashboard/service_form'
import { route } from '~/lib/route'

type Props = InferPageProps<ServicesController, 'create'>

export default function CreateService({ website, categories }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="إضافة خدمة" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>إضافة خدمة</h1>
        </header>
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
          action={route('dashboard.services.store', { username })}
          method="post"
          cancelUrl={route('dashboard.services.index', { username })}
          submitLabel="إضافة الخدمة"
        />
      </div>
    </>
  )
}

CreateService.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
