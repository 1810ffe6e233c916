import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServiceCategoriesController from '#controllers/dashboard/service_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryList from '~/components/dashboard/category_list'

type Props = InferPageProps<ServiceCategoriesController, 'index'>

/** The categories of the bookable services. */
export default function ServiceCategoriesIndex({ website, categories, meta, canManage }: Props) {
  return (
    <CategoryList
      kind="service_categories"
      username={website!.username}
      categories={categories}
      meta={meta}
      canManage={canManage}
    />
  )
}

ServiceCategoriesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
