import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProductsController from '#controllers/dashboard/products_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import ProductForm from '~/components/dashboard/product_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<ProductsController, 'create'>

export default function CreateProduct({ website, categories }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة منتج">
      <ProductForm
        initial={{
          name: '',
          slug: '',
          sku: '',
          price: '',
          old_price: '',
          keywords: '',
          description: '',
          stock: '',
          store_category_id: '',
          options: [],
          visible: true,
        }}
        categories={categories}
        {...recordTargets('products', username)}
        uploadUrl={route('dashboard.content_images.store', { username })}
        submitLabel="إضافة المنتج"
      />
    </RecordFormPage>
  )
}

CreateProduct.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
