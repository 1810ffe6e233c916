import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StoreCategoriesController from '#controllers/dashboard/store_categories_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryList from '~/components/dashboard/category_list'
import { route } from '~/lib/route'

type Props = InferPageProps<StoreCategoriesController, 'index'>

/** The product categories of the shop. */
export default function StoreCategoriesIndex({ website, categories, meta, canManage }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="تصنيفات المنتجات" />
      <CategoryList
        title="تصنيفات المنتجات"
        categories={categories}
        meta={meta}
        canManage={canManage}
        listUrl={route('dashboard.store_categories.index', { username })}
        createUrl={route('dashboard.store_categories.create', { username })}
        editUrl={(id) => route('dashboard.store_categories.edit', { username, id })}
        destroyUrl={(id) => route('dashboard.store_categories.destroy', { username, id })}
        recordsUrl={route('dashboard.products.index', { username })}
        recordsLabel="العودة إلى المنتجات"
        countLabel={(count) => `المنتجات: ${count}`}
      />
    </>
  )
}

StoreCategoriesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
