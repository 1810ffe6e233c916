import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProductsController from '#controllers/dashboard/products_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import ProductForm from '~/components/dashboard/product_form'
import { recordTargets } from '~/components/dashboard/record_targets'
import { route } from '~/lib/route'
import { RecordFormPage } from '~/components/dashboard/record_form'

type Props = InferPageProps<ProductsController, 'edit'>

export default function EditProduct({ website, product, categories }: Props) {
  const username = website!.username
  const { id, image, gallery, ...values } = product
  return (
    <RecordFormPage title={`تعديل ${product.name}`} heading="تعديل المنتج">
      <ProductForm
        key={id}
        initial={values}
        image={image}
        gallery={gallery}
        categories={categories}
        {...recordTargets('products', username, id)}
        uploadUrl={route('dashboard.content_images.store', { username })}
        submitLabel="حفظ المنتج"
      />
    </RecordFormPage>
  )
}

EditProduct.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
