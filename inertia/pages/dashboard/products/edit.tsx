import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProductsController from '#controllers/dashboard/products_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import ProductForm from '~/components/dashboard/product_form'
import { savedRecord, contentImagesUrl } from '~/components/dashboard/records/record_props'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<ProductsController, 'edit'>

export default function EditProduct({ website, product, categories }: Props) {
  const username = website!.username
  const { image, gallery, ...values } = product
  return (
    <RecordFormPage title={`تعديل ${product.name}`} heading="تعديل المنتج">
      <ProductForm
        key={product.id}
        image={image}
        gallery={gallery}
        categories={categories}
        {...savedRecord('products', username, values)}
        uploadUrl={contentImagesUrl(username)}
        submitLabel="حفظ المنتج"
      />
    </RecordFormPage>
  )
}

EditProduct.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
