// /dashboard/{username}/service-categories/{id}/edit: a service category's name, slug and picture.
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServiceCategoriesController from '#controllers/dashboard/service_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import { CategoryEditPage } from '~/components/dashboard/category_pages'

type Props = InferPageProps<ServiceCategoriesController, 'edit'>

export default function EditServiceCategory({ website, category }: Props) {
  return (
    <CategoryEditPage kind="service_categories" username={website!.username} category={category} />
  )
}

EditServiceCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
