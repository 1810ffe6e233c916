import '../../../css/dashboard_content.css'
import { useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/dashboard/pages_controller'
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
import { PLACEMENT_LABELS } from '~/components/dashboard/page_form'
import { route } from '~/lib/route'

type Props = InferPageProps<PagesController, 'index'>
type Row = Props['pages'][number]

/** The website's custom pages and the menu each is listed in. */
export default function PagesIndex({ website, pages, plan }: Props) {
  const username = website!.username
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const createUrl = route('dashboard.pages.create', { username })

  function destroy() {
    if (!deleting) return
    router.delete(route('dashboard.pages.destroy', { username, id: deleting.id }), {
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
        <div className="content-row-actions">
          <ButtonLink
            href={route('dashboard.pages.edit', { username, id: row.id })}
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
      <Seo title="الصفحات" />
      <div className="dash-page">
        <header className="dash-page-head with-action">
          <div>
            <h1>الصفحات</h1>
            <p className="dash-sub">
              {plan.limit === null
                ? `عدد الصفحات: ${plan.used}`
                : `عدد الصفحات: ${plan.used} من ${plan.limit} في باقتك`}
            </p>
          </div>
          <ButtonLink href={createUrl}>صفحة جديدة</ButtonLink>
        </header>
        {!plan.canAdd && (
          <p className="content-plan-note">
            وصلت إلى عدد الصفحات في باقتك.{' '}
            <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link>
          </p>
        )}
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
      <ConfirmDialog
        open={deleting !== null}
        title={`حذف ${deleting?.name ?? 'الصفحة'}؟`}
        message="تختفي الصفحة ورابطها من قوائم الموقع."
        confirmLabel="حذف الصفحة"
        busy={busy}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

PagesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
