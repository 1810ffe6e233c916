import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StoreCategoriesController from '#controllers/dashboard/store_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryForm from '~/components/dashboard/category_form'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<StoreCategoriesController, 'create'>

export default function CreateStoreCategory({ website }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة تصنيف منتجات">
      <CategoryForm
        initial={{ name: '', slug: '' }}
        action={route('dashboard.store_categories.store', { username })}
        method="post"
        cancelUrl={route('dashboard.store_categories.index', { username })}
        submitLabel="إضافة التصنيف"
      />
    </RecordFormPage>
  )
}

CreateStoreCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
