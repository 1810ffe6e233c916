import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StoreCategoriesController from '#controllers/dashboard/store_categories_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryForm from '~/components/dashboard/category_form'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<StoreCategoriesController, 'edit'>

export default function EditStoreCategory({ website, category }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title={`تعديل ${category.name}`} heading="تعديل تصنيف المنتجات">
      <CategoryForm
        key={category.id}
        initial={{ name: category.name, slug: category.slug }}
        image={category.image}
        action={route('dashboard.store_categories.update', { username, id: category.id })}
        method="put"
        cancelUrl={route('dashboard.store_categories.index', { username })}
        submitLabel="حفظ التصنيف"
      />
    </RecordFormPage>
  )
}

EditStoreCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
