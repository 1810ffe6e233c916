import '../../../css/dashboard_content.css'
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/dashboard/landing_pages_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { ButtonLink, DataTable, EmptyState, type Column } from '~/components/ui'
import {
  ListHead,
  PlanLimitNote,
  RecordActions,
  planCount,
  useDeleteRecord,
} from '~/components/dashboard/record_list'
import { route } from '~/lib/route'

type Props = InferPageProps<LandingPagesController, 'index'>
type Row = Props['pages'][number]

/** The website's menu pages, their public addresses and item counts. */
export default function LandingPagesIndex({ website, pages, plan }: Props) {
  const username = website!.username
  const createUrl = route('dashboard.landing_pages.create', { username })
  const { ask, dialog } = useDeleteRecord<Row>(
    (row) => route('dashboard.landing_pages.destroy', { username, id: row.id }),
    {
      title: (row) => `حذف ${row?.title ?? 'الصفحة'}؟`,
      message: 'يتوقف رابط الصفحة ورمز QR عن العمل.',
      confirm: 'حذف الصفحة',
    }
  )

  const columns: Column<Row>[] = [
    {
      header: 'الصفحة',
      cell: (row) => (
        <>
          <strong>{row.title}</strong>
          <div className="dash-muted">
            <a href={row.url} target="_blank" rel="noreferrer" dir="ltr">
              {row.url}
            </a>
          </div>
        </>
      ),
    },
    { header: 'الأصناف', cell: (row) => row.items, className: 'is-number' },
    { header: 'رمز QR', cell: (row) => (row.enableQr ? 'ظاهر' : 'مخفي') },
    {
      header: 'إجراءات',
      cell: (row) => (
        <RecordActions
          className="content-row-actions"
          editUrl={route('dashboard.landing_pages.edit', { username, id: row.id })}
          label={row.title}
          onDelete={() => ask(row)}
        />
      ),
    },
  ]

  return (
    <>
      <Seo title="صفحات المنيو" />
      <div className="dash-page">
        <ListHead
          title="صفحات المنيو"
          sub={planCount('عدد الصفحات', plan)}
          action={plan.canAdd && <ButtonLink href={createUrl}>صفحة منيو جديدة</ButtonLink>}
        />
        <PlanLimitNote plan={plan} noun="صفحات المنيو" />
        <DataTable
          columns={columns}
          rows={pages}
          rowKey={(row) => row.id}
          caption="صفحات المنيو"
          empty={
            <EmptyState
              message="لا توجد صفحات منيو بعد"
              description="صفحة واحدة بقائمتك وأسعارك ورمز QR يمسحه عملاؤك."
            >
              <ButtonLink href={createUrl}>صفحة منيو جديدة</ButtonLink>
            </EmptyState>
          }
        />
      </div>
      {dialog}
    </>
  )
}

LandingPagesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
