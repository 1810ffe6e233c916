import '../../../css/dashboard_content.css'
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/dashboard/pages_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { ButtonLink, DataTable, EmptyState, type Column } from '~/components/ui'
import { PLACEMENT_LABELS } from '~/components/dashboard/page_form'
import {
  ListHead,
  PlanLimitNote,
  RecordActions,
  planCount,
  useDeleteRecord,
} from '~/components/dashboard/record_list'
import { route } from '~/lib/route'

type Props = InferPageProps<PagesController, 'index'>
type Row = Props['pages'][number]

/** The website's custom pages and the menu each is listed in. */
export default function PagesIndex({ website, pages, plan }: Props) {
  const username = website!.username
  const createUrl = route('dashboard.pages.create', { username })
  const { ask, dialog } = useDeleteRecord<Row>(
    (row) => route('dashboard.pages.destroy', { username, id: row.id }),
    {
      title: (row) => `حذف ${row?.name ?? 'الصفحة'}؟`,
      message: 'تختفي الصفحة ورابطها من قوائم الموقع.',
      confirm: 'حذف الصفحة',
    }
  )

  const columns: Column<Row>[] = [
    {
      header: 'الصفحة',
      cell: (row) => (
        <>
          <strong>{row.name}</strong>
          <div className="dash-muted">
            <a href={route('store.pages.show', { username, slug: row.slug })}>عرض الصفحة</a>
          </div>
        </>
      ),
    },
    { header: 'القائمة', cell: (row) => PLACEMENT_LABELS[row.placement] },
    {
      header: 'إجراءات',
      cell: (row) => (
        <RecordActions
          className="content-row-actions"
          editUrl={route('dashboard.pages.edit', { username, id: row.id })}
          label={row.name}
          onDelete={() => ask(row)}
        />
      ),
    },
  ]

  return (
    <>
      <Seo title="الصفحات" />
      <div className="dash-page">
        <ListHead
          title="الصفحات"
          sub={planCount('عدد الصفحات', plan)}
          action={<ButtonLink href={createUrl}>صفحة جديدة</ButtonLink>}
        />
        <PlanLimitNote plan={plan} noun="الصفحات" />
        <DataTable
          columns={columns}
          rows={pages}
          rowKey={(row) => row.id}
          caption="الصفحات"
          empty={
            <EmptyState
              message="لا توجد صفحات بعد"
              description="أضف صفحات مثل من نحن وسياسة الاسترجاع."
            >
              <ButtonLink href={createUrl}>صفحة جديدة</ButtonLink>
            </EmptyState>
          }
        />
      </div>
      {dialog}
    </>
  )
}

PagesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
