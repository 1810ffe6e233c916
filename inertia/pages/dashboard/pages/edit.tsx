import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/dashboard/pages_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import PageForm from '~/components/dashboard/page_form'
import { route } from '~/lib/route'

type Props = InferPageProps<PagesController, 'edit'>

export default function EditPage({ website, page }: Props) {
  const username = website!.username
  const { id, ...initial } = page
  return (
    <>
      <Seo title={`تعديل ${page.name}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>تعديل الصفحة</h1>
        </header>
        <PageForm
          initial={initial}
          action={route('dashboard.pages.update', { username, id })}
          method="put"
          cancelUrl={route('dashboard.pages.index', { username })}
          uploadUrl={route('dashboard.content_images.store', { username })}
          submitLabel="حفظ الصفحة"
        />
      </div>
    </>
  )
}

EditPage.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
