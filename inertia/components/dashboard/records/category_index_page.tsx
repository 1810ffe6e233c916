// The index page of a catalogue's categories, the shop's or the bookable services': one page per kind.
import type { ComponentProps, ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type { CategoryController } from '#controllers/dashboard/category_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import CategoryList from '~/components/dashboard/category_list'

type Props = InferPageProps<CategoryController, 'index'>

/** The Inertia page listing the categories of `kind`, in the dashboard's layout. */
export function categoryIndexPage(kind: ComponentProps<typeof CategoryList>['kind']) {
  function CategoriesIndex({ website, categories, meta, canManage }: Props) {
    return (
      <CategoryList
        kind={kind}
        username={website!.username}
        categories={categories}
        meta={meta}
        canManage={canManage}
      />
    )
  }
  CategoriesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
  return CategoriesIndex
}
