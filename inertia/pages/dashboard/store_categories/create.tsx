// /dashboard/{username}/store-categories/create: a new product category.
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StoreCategoriesController from '#controllers/dashboard/store_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import { CategoryCreatePage } from '~/components/dashboard/category_pages'

type Props = InferPageProps<StoreCategoriesController, 'create'>

export default function CreateStoreCategory({ website }: Props) {
  return <CategoryCreatePage kind="store_categories" username={website!.username} />
}

CreateStoreCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
