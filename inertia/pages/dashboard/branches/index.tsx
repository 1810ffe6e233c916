import '../../../css/dashboard_branches.css'
import { useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type BranchesController from '#controllers/dashboard/branches_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Pagination,
  type Column,
} from '~/components/ui'
import { route } from '~/lib/route'

type Props = InferPageProps<BranchesController, 'index'>
type Row = Props['branches'][number]

const numbers = new Intl.NumberFormat('en-US')

/** The website's branches: details, booking seats, the week in a few lines, edit and delete. */
export default function BranchesIndex({ website, branches, meta, plan }: Props) {
  const username = website!.username
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const createUrl = route('dashboard.branches.create', { username })

  function destroy() {
    if (!deleting) return
    router.delete(route('dashboard.branches.destroy', { username, id: deleting.id }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false)
        setDeleting(null)
      },
    })
  }

  const columns: Column<Row>[] = [
    {
      header: 'الفرع',
      cell: (row) => (
        <>
          <strong>{row.name}</strong>
          {row.address && <div className="dash-muted">{row.address}</div>}
        </>
      ),
    },
    {
      header: 'الهاتف',
      cell: (row) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : '—'),
    },
    { header: 'مقاعد الحجز', cell: (row) => numbers.format(row.seats), className: 'is-number' },
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
      cell: (row) => (
        <div className="branch-row-actions">
          <ButtonLink
            href={route('dashboard.branches.edit', { username, id: row.id })}
            variant="outline"
          >
            تعديل<span className="visually-hidden"> {row.name}</span>
          </ButtonLink>
          <Button variant="ghost" onClick={() => setDeleting(row)}>
            حذف<span className="visually-hidden"> {row.name}</span>
          </Button>
        </div>
      ),
    },
  ]

  return (
    <>
      <Seo title="الفروع وأوقات العمل" />
      <div className="dash-page">
        <header className="dash-page-head with-action">
          <div>
            <h1>الفروع وأوقات العمل</h1>
            <p className="dash-sub">
              <span>
                {plan.limit === null
                  ? `عدد الفروع: ${numbers.format(plan.used)}، وباقتك بلا حد للفروع`
                  : `عدد الفروع: ${numbers.format(plan.used)} من ${numbers.format(plan.limit)} في باقتك`}
              </span>
            </p>
          </div>
          <ButtonLink href={createUrl}>إضافة فرع</ButtonLink>
        </header>

        {!plan.canAdd && (
          <p className="branch-plan-note">
            وصلت إلى عدد الفروع في باقتك.{' '}
            <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link> لإضافة فروع أخرى.
          </p>
        )}

        <DataTable
          columns={columns}
          rows={branches}
          rowKey={(row) => row.id}
          caption="الفروع"
          empty={
            <EmptyState
              message="لا توجد فروع بعد"
              description="أضف فرعك الأول وأوقات عمله ليستقبل عملاؤك الحجوزات."
            >
              <ButtonLink href={createUrl}>إضافة فرع</ButtonLink>
            </EmptyState>
          }
        />
        <Pagination meta={meta} path={route('dashboard.branches.index', { username })} />
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={`حذف ${deleting?.name ?? 'الفرع'}؟`}
        message="يحذف الفرع وأوقات عمله. الطلبات والحجوزات السابقة تبقى بفواتيرها."
        confirmLabel="حذف الفرع"
        busy={busy}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

BranchesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
