// /dashboard/{username}/store-categories/{id}/edit: a product category's name, slug and picture.
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StoreCategoriesController from '#controllers/dashboard/store_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import { CategoryEditPage } from '~/components/dashboard/category_pages'

type Props = InferPageProps<StoreCategoriesController, 'edit'>

export default function EditStoreCategory({ website, category }: Props) {
  return (
    <CategoryEditPage kind="store_categories" username={website!.username} category={category} />
  )
}

EditStoreCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
