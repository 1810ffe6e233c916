import '../../../css/dashboard_content.css'
import { useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type LandingPagesController from '#controllers/dashboard/landing_pages_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import {
  Button,
  ButtonLink,
  ConfirmDialog,
  DataTable,
  EmptyState,
  type Column,
} from '~/components/ui'
import { route } from '~/lib/route'

type Props = InferPageProps<LandingPagesController, 'index'>
type Row = Props['pages'][number]

/** The website's menu pages, their public addresses and item counts. */
export default function LandingPagesIndex({ website, pages, plan }: Props) {
  const username = website!.username
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const createUrl = route('dashboard.landing_pages.create', { username })

  function destroy() {
    if (!deleting) return
    router.delete(route('dashboard.landing_pages.destroy', { username, id: deleting.id }), {
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
        <div className="content-row-actions">
          <ButtonLink
            href={route('dashboard.landing_pages.edit', { username, id: row.id })}
            variant="outline"
          >
            تعديل<span className="visually-hidden"> {row.title}</span>
          </ButtonLink>
          <Button variant="ghost" onClick={() => setDeleting(row)}>
            حذف<span className="visually-hidden"> {row.title}</span>
          </Button>
        </div>
      ),
    },
  ]

  return (
    <>
      <Seo title="صفحات المنيو" />
      <div className="dash-page">
        <header className="dash-page-head with-action">
          <div>
            <h1>صفحات المنيو</h1>
            <p className="dash-sub">
              {plan.limit === null
                ? `عدد الصفحات: ${plan.used}`
                : `عدد الصفحات: ${plan.used} من ${plan.limit} في باقتك`}
            </p>
          </div>
          {plan.canAdd && <ButtonLink href={createUrl}>صفحة منيو جديدة</ButtonLink>}
        </header>
        {!plan.canAdd && (
          <p className="content-plan-note">
            وصلت إلى عدد صفحات المنيو في باقتك.{' '}
            <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link>
          </p>
        )}
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
      <ConfirmDialog
        open={deleting !== null}
        title={`حذف ${deleting?.title ?? 'الصفحة'}؟`}
        message="يتوقف رابط الصفحة ورمز QR عن العمل."
        confirmLabel="حذف الصفحة"
        busy={busy}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

LandingPagesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
