import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SlidesController from '#controllers/dashboard/slides_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import SlideForm from '~/components/dashboard/slide_form'
import { route } from '~/lib/route'

type Props = InferPageProps<SlidesController, 'create'>

export default function CreateSlide({ website, defaults }: Props) {
  const username = website!.username
  return (
    <>
      <Seo title="إضافة شريحة" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>إضافة شريحة</h1>
        </header>
        <SlideForm
          initial={defaults}
          action={route('dashboard.slides.store', { username })}
          method="post"
          cancelUrl={route('dashboard.slides.index', { username })}
          submitLabel="إضافة الشريحة"
          showContent={website!.supportContent}
        />
      </div>
    </>
  )
}

CreateSlide.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
