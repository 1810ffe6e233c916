import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServiceCategoriesController from '#controllers/dashboard/service_categories_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryForm from '~/components/dashboard/category_form'
import { route } from '~/lib/route'

type Props = InferPageProps<ServiceCategoriesController, 'edit'>

export default function EditServiceCategory({ website, category }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title={`تعديل ${category.name}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>تعديل تصنيف الخدمات</h1>
        </header>
        <CategoryForm
          key={category.id}
          initial={{ name: category.name, slug: category.slug }}
          image={category.image}
          action={route('dashboard.service_categories.update', { username, id: category.id })}
          method="put"
          cancelUrl={route('dashboard.service_categories.index', { username })}
          submitLabel="حفظ التصنيف"
        />
      </div>
    </>
  )
}

EditServiceCategory.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
