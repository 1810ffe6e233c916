import '../../../css/dashboard_branches.css'
import type { ReactNode } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BranchesController from '#controllers/dashboard/branches_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { ButtonLink, Pagination, type Column } from '~/components/ui'
import {
  ListHead,
  PlanLimitNote,
  RecordActions,
  useDeleteRecord,
} from '~/components/dashboard/record_list'
import { RecordTable } from '~/components/dashboard/record_table'
import { route } from '~/lib/route'
import { formatCount } from '~/lib/format'
import '../../../css/dashboard_plan.css'

type Props = InferPageProps<BranchesController, 'index'>
type Row = Props['branches'][number]

/** The website's branches: details, booking seats, the week in a few lines, edit and delete. */
export default function BranchesIndex({
  website,
  branches,
  meta,
  plan,
  canManage,
  hiddenIds,
  hiddenReason,
}: Props) {
  const username = website!.username
  const createUrl = route('dashboard.branches.create', { username })
  const { ask, dialog } = useDeleteRecord<Row>(
    (row) => route('dashboard.branches.destroy', { username, id: row.id }),
    {
      title: (row) => `حذف ${row?.name ?? 'الفرع'}؟`,
      message: 'يحذف الفرع وأوقات عمله. الطلبات والحجوزات السابقة تبقى بفواتيرها.',
      confirm: 'حذف الفرع',
    }
  )

  const columns: Column<Row>[] = [
    {
      header: 'الفرع',
      cell: (row) => (
        <>
          <strong>{row.name}</strong>
          {hiddenIds.includes(row.id) && (
            <div>
              <span className="badge plan-hidden">{hiddenReason}</span>
            </div>
          )}
          {row.address && <div className="dash-muted">{row.address}</div>}
          {row.location && (
            <a
              href={row.location.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="small"
            >
              الموقع على الخريطة
            </a>
          )}
        </>
      ),
    },
    {
      header: 'الهاتف',
      cell: (row) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : '—'),
    },
    { header: 'مقاعد الحجز', cell: (row) => formatCount(row.seats), className: 'is-number' },
    {
      header: 'أوقات العمل',
      cell: (row) =>
        row.hours.length > 0 ? (
          <ul className="branch-hours">
            {row.hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <span className="dash-muted">مغلق طوال الأسبوع</span>
        ),
    },
    {
      header: 'إجراءات',
      cell: (row) =>
        canManage ? (
          <RecordActions
            className="branch-row-actions"
            editUrl={route('dashboard.branches.edit', { username, id: row.id })}
            label={row.name}
            onDelete={() => ask(row)}
          />
        ) : (
          <ButtonLink
            variant="ghost"
            href={route('dashboard.branches.edit', { username, id: row.id })}
            aria-label={`تعديل ${row.name}`}
          >
            تعديل
          </ButtonLink>
        ),
    },
  ]

  return (
    <>
      <Seo title="الفروع وأوقات العمل" />
      <div className="dash-page">
        <ListHead
          title="الفروع وأوقات العمل"
          sub={
            <span>
              {plan.limit === null
                ? `عدد الفروع: ${formatCount(plan.used)}، وباقتك بلا حد للفروع`
                : `عدد الفروع: ${formatCount(plan.used)} من ${formatCount(plan.limit)} في باقتك`}
            </span>
          }
          action={canManage ? <ButtonLink href={createUrl}>إضافة فرع</ButtonLink> : undefined}
        />

        <PlanLimitNote plan={plan} noun="الفروع" className="branch-plan-note">
          {' '}
          لإضافة فروع أخرى.
        </PlanLimitNote>

        <RecordTable
          columns={columns}
          rows={branches}
          caption="الفروع"
          empty="لا توجد فروع بعد"
          description="أضف فرعك الأول وأوقات عمله ليستقبل عملاؤك الحجوزات."
        >
          {canManage && <ButtonLink href={createUrl}>إضافة فرع</ButtonLink>}
        </RecordTable>
        <Pagination meta={meta} path={route('dashboard.branches.index', { username })} />
      </div>

      {dialog}
    </>
  )
}

BranchesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
