import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ServiceCategoriesController from '#controllers/dashboard/service_categories_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryList from '~/components/dashboard/category_list'
import { route } from '~/lib/route'

type Props = InferPageProps<ServiceCategoriesController, 'index'>

/** The categories of the bookable services. */
export default function ServiceCategoriesIndex({ website, categories, meta, canManage }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="تصنيفات الخدمات" />
      <CategoryList
        title="تصنيفات الخدمات"
        categories={categories}
        meta={meta}
        canManage={canManage}
        listUrl={route('dashboard.service_categories.index', { username })}
        createUrl={route('dashboard.service_categories.create', { username })}
        editUrl={(id) => route('dashboard.service_categories.edit', { username, id })}
        destroyUrl={(id) => route('dashboard.service_categories.destroy', { username, id })}
        recordsUrl={route('dashboard.services.index', { username })}
        recordsLabel="العودة إلى الخدمات"
        countLabel={(count) => `الخدمات: ${count}`}
      />
    </>
  )
}

ServiceCategoriesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
