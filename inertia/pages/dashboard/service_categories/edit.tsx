import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServiceCategoriesController from '#controllers/dashboard/service_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryForm from '~/components/dashboard/category_form'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<ServiceCategoriesController, 'edit'>

export default function EditServiceCategory({ website, category }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title={`تعديل ${category.name}`} heading="تعديل تصنيف الخدمات">
      <CategoryForm
        key={category.id}
        initial={{ name: category.name, slug: category.slug }}
        image={category.image}
        action={route('dashboard.service_categories.update', { username, id: category.id })}
        method="put"
        cancelUrl={route('dashboard.service_categories.index', { username })}
        submitLabel="حفظ التصنيف"
      />
    </RecordFormPage>
  )
}

EditServiceCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
