import '../../../css/dashboard_content.css'
import { useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SectionsController from '#controllers/dashboard/sections_controller'
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

type Props = InferPageProps<SectionsController, 'index'>
type Row = Omit<Props['sections'][number], 'children'> & { sub: boolean }

/** The blog's sections: each main section followed by its sub-sections, their flags, edit and delete. */
export default function SectionsIndex({ website, sections, plan }: Props) {
  const username = website!.username
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const createUrl = route('dashboard.sections.create', { username })
  const rows: Row[] = sections.flatMap(({ children, ...main }) => [
    { ...main, sub: false },
    ...children.map((child) => ({ ...child, sub: true })),
  ])

  function destroy() {
    if (!deleting) return
    router.delete(route('dashboard.sections.destroy', { username, id: deleting.id }), {
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
    {
      header: 'إجراءات',
      cell: (row) => (
        <div className="content-row-actions">
          <ButtonLink
            href={route('dashboard.sections.edit', { username, id: row.id })}
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
      <Seo title="أقسام المدونة" />
      <div className="dash-page">
        <header className="dash-page-head with-action">
          <div>
            <h1>أقسام المدونة</h1>
            <p className="dash-sub">
              {plan.limit === null
                ? `عدد الأقسام: ${plan.used}`
                : `عدد الأقسام: ${plan.used} من ${plan.limit} في باقتك`}
            </p>
          </div>
          <ButtonLink href={createUrl}>إضافة قسم</ButtonLink>
        </header>
        {!plan.canAdd && (
          <p className="content-plan-note">
            وصلت إلى عدد الأقسام في باقتك.{' '}
            <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link>
          </p>
        )}
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          caption="أقسام المدونة"
          empty={
            <EmptyState
              message="لا توجد أقسام بعد"
              description="رتب منشوراتك في أقسام رئيسية وفرعية."
            >
              <ButtonLink href={createUrl}>إضافة قسم</ButtonLink>
            </EmptyState>
          }
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={`حذف ${deleting?.title ?? 'القسم'}؟`}
        message="تبقى منشورات القسم بلا قسم."
        confirmLabel="حذف القسم"
        busy={busy}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

SectionsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
