import type { ReactNode } from 'react'
import type FormsController from '#controllers/store/forms_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import StoreBreadcrumbs from '~/components/store_breadcrumbs'
import PublicForm from '~/components/public_form'
import type { RenderedPageProps } from '~/components/store_page_props'
import { route } from '~/lib/route'

type Props = RenderedPageProps<FormsController, 'show', 'form'>

/** /o/{username}/forms/{slug}: one of the merchant's forms on the storefront. */
export default function StoreFormShow({ form, canonical, username }: Props) {
  return (
    <>
      <Seo title={form.title} description={form.intro} canonical={canonical} />
      <div className="container store-page public-form-page">
        <StoreBreadcrumbs
          items={[
            { label: 'الرئيسية', href: route('store.home.show', { username }) },
            { label: form.title },
          ]}
        />
        <h1>{form.title}</h1>
        {form.intro && <p className="lead">{form.intro}</p>}
        <PublicForm
          form={form}
          action={route('store.forms.store', { username, slug: form.slug })}
        />
      </div>
    </>
  )
}

StoreFormShow.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
