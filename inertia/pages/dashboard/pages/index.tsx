import '../../../css/dashboard_content.css'
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/dashboard/pages_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import type { Column } from '~/components/ui'
import { PLACEMENT_LABELS } from '~/components/dashboard/page_form'
import {
  RecordListPage,
  TitleCell,
  planCount,
  useRecordList,
} from '~/components/dashboard/record_list'
import { route } from '~/lib/route'

type Props = InferPageProps<PagesController, 'index'>
type Row = Props['pages'][number]

/** The website's custom pages and the menu each is listed in. */
export default function PagesIndex({ website, pages, plan }: Props) {
  const username = website!.username
  const { createUrl, dialog, actions } = useRecordList<Row>('pages', username, {
    label: (row) => row.name,
    title: (row) => `حذف ${row?.name ?? 'الصفحة'}؟`,
    message: 'تختفي الصفحة ورابطها من قوائم الموقع.',
    confirm: 'حذف الصفحة',
  })

  const columns: Column<Row>[] = [
    {
      header: 'الصفحة',
      cell: (row) => (
        <TitleCell
          title={row.name}
          sub={<a href={route('store.pages.show', { username, slug: row.slug })}>عرض الصفحة</a>}
        />
      ),
    },
    { header: 'القائمة', cell: (row) => PLACEMENT_LABELS[row.placement] },
    actions,
  ]

  return (
    <RecordListPage
      title="الصفحات"
      sub={planCount('عدد الصفحات', plan)}
      createUrl={createUrl}
      createLabel="صفحة جديدة"
      limit={{ plan, noun: 'الصفحات' }}
      columns={columns}
      rows={pages}
      empty={{
        message: 'لا توجد صفحات بعد',
        description: 'أضف صفحات مثل من نحن وسياسة الاسترجاع.',
      }}
      dialog={dialog}
    />
  )
}

PagesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
