import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StoreCategoriesController from '#controllers/dashboard/store_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryList from '~/components/dashboard/category_list'

type Props = InferPageProps<StoreCategoriesController, 'index'>

/** The product categories of the shop. */
export default function StoreCategoriesIndex({ website, categories, meta, canManage }: Props) {
  return (
    <CategoryList
      kind="store_categories"
      username={website!.username}
      categories={categories}
      meta={meta}
      canManage={canManage}
    />
  )
}

StoreCategoriesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
