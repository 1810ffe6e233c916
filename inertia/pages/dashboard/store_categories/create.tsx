import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StoreCategoriesController from '#controllers/dashboard/store_categories_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryForm from '~/components/dashboard/category_form'
import { route } from '~/lib/route'

type Props = InferPageProps<StoreCategoriesController, 'create'>

export default function CreateStoreCategory({ website }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="إضافة تصنيف منتجات" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>إضافة تصنيف منتجات</h1>
        </header>
        <CategoryForm
          initial={{ name: '', slug: '' }}
          action={route('dashboard.store_categories.store', { username })}
          method="post"
          cancelUrl={route('dashboard.store_categories.index', { username })}
          submitLabel="إضافة التصنيف"
        />
      </div>
    </>
  )
}

CreateStoreCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
