import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type ProductsController from '#controllers/dashboard/products_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import ProductForm from '~/components/dashboard/product_form'
import { route } from '~/lib/route'

type Props = InferPageProps<ProductsController, 'edit'>

export default function EditProduct({ website, product, categories }: Props) {
  const username = website!.username
  const { id, image, ...values } = product
  return (
    <>
      <Seo title={`تعديل ${product.name}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>تعديل المنتج</h1>
        </header>
        <ProductForm
          key={id}
          initial={values}
          image={image}
          categories={categories}
          action={route('dashboard.products.update', { username, id })}
          method="put"
          cancelUrl={route('dashboard.products.index', { username })}
          submitLabel="حفظ المنتج"
        />
      </div>
    </>
  )
}

EditProduct.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
