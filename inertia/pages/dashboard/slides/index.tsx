import '../../../css/dashboard_content.css'
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SlidesController from '#controllers/dashboard/slides_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import type { Column } from '~/components/ui'
import { RecordListPage, TitleCell, useRecordList } from '~/components/dashboard/record_list'

type Props = InferPageProps<SlidesController, 'index'>
type Row = Props['slides'][number]

const SITE_LABELS = { store: 'المتجر', content: 'موقع المحتوى' } as const

/** The slides of both sites, each site's in its order. */
export default function SlidesIndex({ website, slides }: Props) {
  const username = website!.username
  const { createUrl, dialog, actions } = useRecordList<Row>('slides', username, {
    label: (row) => `الشريحة ${row.id}`,
    title: () => 'حذف الشريحة؟',
    message: 'تحذف الشريحة وصورتها من الصفحة الرئيسية.',
    confirm: 'حذف الشريحة',
  })

  const columns: Column<Row>[] = [
    {
      header: 'الصورة',
      cell: (row) => <img src={row.image} alt="" className="content-thumb" />,
    },
    {
      header: 'الشريحة',
      cell: (row) => (
        <TitleCell
          title={row.description || 'بلا نص'}
          sub={`${SITE_LABELS[row.site]} · الترتيب ${row.position}`}
        />
      ),
    },
    actions,
  ]

  return (
    <RecordListPage
      title="الشرائح"
      sub="صور أعلى الصفحة الرئيسية في المتجر وموقع المحتوى"
      createUrl={createUrl}
      createLabel="إضافة شريحة"
      columns={columns}
      rows={slides}
      empty={{
        message: 'لا توجد شرائح بعد',
        description: 'أضف صورا تعرض عروضك في أعلى الصفحة الرئيسية.',
      }}
      dialog={dialog}
    />
  )
}

SlidesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
