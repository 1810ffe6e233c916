import '../../../css/dashboard_content.css'
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/dashboard/sections_controller'
import DashboardLayout from '~/layouts/dashboard_layout'
import type { Column } from '~/components/ui'
import { RecordListPage, planCount, useRecordList } from '~/components/dashboard/record_list'

type Props = InferPageProps<SectionsController, 'index'>
type Row = Omit<Props['sections'][number], 'children'> & { sub: boolean }

/** The blog's sections: each main section followed by its sub-sections, their flags, edit and delete. */
export default function SectionsIndex({ website, sections, plan }: Props) {
  const username = website!.username
  const { createUrl, dialog, actions } = useRecordList<Row>('sections', username, {
    label: (row) => row.title,
    title: (row) => `حذف ${row?.title ?? 'القسم'}؟`,
    message: 'تبقى منشورات القسم بلا قسم.',
    confirm: 'حذف القسم',
  })
  const rows: Row[] = sections.flatMap(({ children, ...main }) => [
    { ...main, sub: false },
    ...children.map((child) => ({ ...child, sub: true })),
  ])

  const columns: Column<Row>[] = [
    {
      header: 'القسم',
      cell: (row) => (
        <div className={row.sub ? 'content-sub-title' : undefined}>
          <strong>{row.sub ? `— ${row.title}` : row.title}</strong>
          <div className="dash-muted">{row.sub ? 'قسم فرعي' : 'قسم رئيسي'}</div>
        </div>
      ),
    },
    { header: 'المنشورات', cell: (row) => row.posts, className: 'is-number' },
    {
      header: 'الظهور',
      cell: (row) => (
        <span className="content-flags">
          {row.embedded && <span className="content-flag">الصفحة الرئيسية</span>}
          {row.fixed && <span className="content-flag">رأس الموقع</span>}
          {row.footer && <span className="content-flag">التذييل</span>}
        </span>
      ),
    },
    actions,
  ]

  return (
    <RecordListPage
      title="أقسام المدونة"
      sub={planCount('عدد الأقسام', plan)}
      createUrl={createUrl}
      createLabel="إضافة قسم"
      limit={{ plan, noun: 'الأقسام' }}
      columns={columns}
      rows={rows}
      empty={{
        message: 'لا توجد أقسام بعد',
        description: 'رتب منشوراتك في أقسام رئيسية وفرعية.',
      }}
      dialog={dialog}
    />
  )
}

SectionsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
