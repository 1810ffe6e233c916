import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServiceCategoriesController from '#controllers/dashboard/service_categories_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryForm from '~/components/dashboard/category_form'
import { route } from '~/lib/route'

type Props = InferPageProps<ServiceCategoriesController, 'create'>

export default function CreateServiceCategory({ website }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="إضافة تصنيف خدمات" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>إضافة تصنيف خدمات</h1>
        </header>
        <CategoryForm
          initial={{ name: '', slug: '' }}
          action={route('dashboard.service_categories.store', { username })}
          method="post"
          cancelUrl={route('dashboard.service_categories.index', { username })}
          submitLabel="إضافة التصنيف"
        />
      </div>
    </>
  )
}

CreateServiceCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
