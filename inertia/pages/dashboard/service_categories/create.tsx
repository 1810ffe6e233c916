import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServiceCategoriesController from '#controllers/dashboard/service_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryForm from '~/components/dashboard/category_form'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<ServiceCategoriesController, 'create'>

export default function CreateServiceCategory({ website }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة تصنيف خدمات">
      <CategoryForm
        initial={{ name: '', slug: '' }}
        action={route('dashboard.service_categories.store', { username })}
        method="post"
        cancelUrl={route('dashboard.service_categories.index', { username })}
        submitLabel="إضافة التصنيف"
      />
    </RecordFormPage>
  )
}

CreateServiceCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
