import '../../../css/dashboard_content.css'
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/dashboard/landing_pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import type { Column } from '~/components/ui'
import {
  RecordListPage,
  TitleCell,
  planCount,
  useRecordList,
} from '~/components/dashboard/record_list'

type Props = InferPageProps<LandingPagesController, 'index'>
type Row = Props['pages'][number]

/** The website's menu pages, their public addresses and item counts. */
export default function LandingPagesIndex({ website, pages, plan }: Props) {
  const username = website!.username
  const { createUrl, dialog, actions } = useRecordList<Row>('landing_pages', username, {
    label: (row) => row.title,
    title: (row) => `حذف ${row?.title ?? 'الصفحة'}؟`,
    message: 'يتوقف رابط الصفحة ورمز QR عن العمل.',
    confirm: 'حذف الصفحة',
  })

  const columns: Column<Row>[] = [
    {
      header: 'الصفحة',
      cell: (row) => (
        <TitleCell
          title={row.title}
          sub={
            <a href={row.url} target="_blank" rel="noreferrer" dir="ltr">
              {row.url}
            </a>
          }
        />
      ),
    },
    { header: 'الأصناف', cell: (row) => row.items, className: 'is-number' },
    { header: 'رمز QR', cell: (row) => (row.enableQr ? 'ظاهر' : 'مخفي') },
    actions,
  ]

  return (
    <RecordListPage
      title="صفحات المنيو"
      sub={planCount('عدد الصفحات', plan)}
      createUrl={createUrl}
      createLabel="صفحة منيو جديدة"
      canCreate={plan.canAdd}
      limit={{ plan, noun: 'صفحات المنيو' }}
      columns={columns}
      rows={pages}
      empty={{
        message: 'لا توجد صفحات منيو بعد',
        description: 'صفحة واحدة بقائمتك وأسعارك ورمز QR يمسحه عملاؤك.',
      }}
      dialog={dialog}
    />
  )
}

LandingPagesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
