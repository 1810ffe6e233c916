// /dashboard/{username}/service-categories/create: a new service category.
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServiceCategoriesController from '#controllers/dashboard/service_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import { CategoryCreatePage } from '~/components/dashboard/category_pages'

type Props = InferPageProps<ServiceCategoriesController, 'create'>

export default function CreateServiceCategory({ website }: Props) {
  return <CategoryCreatePage kind="service_categories" username={website!.username} />
}

CreateServiceCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
