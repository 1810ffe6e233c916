import type { ComponentProps, ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProductsController from '#controllers/dashboard/products_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import ProductForm from '~/components/dashboard/product_form'
import { newRecord, contentImagesUrl } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<ProductsController, 'create'>

/** A new product's fields before the merchant fills them in. */
const BLANK: ComponentProps<typeof ProductForm>['initial'] = {
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
}

export default function CreateProduct({ website, categories }: Props) {
  const username = website!.username
  return (
    <RecordFormPage title="إضافة منتج">
      <ProductForm
        categories={categories}
        {...newRecord('products', username, BLANK)}
        uploadUrl={contentImagesUrl(username)}
        submitLabel="إضافة المنتج"
      />
    </RecordFormPage>
  )
}

CreateProduct.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
