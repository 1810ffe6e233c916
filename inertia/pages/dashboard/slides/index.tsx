import '../../../css/dashboard_content.css'
import { useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SlidesController from '#controllers/dashboard/slides_controller'
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

type Props = InferPageProps<SlidesController, 'index'>
type Row = Props['slides'][number]

const SITE_LABELS = { store: 'المتجر', content: 'موقع المحتوى' } as const

/** The slides of both sites, each site's in its order. */
export default function SlidesIndex({ website, slides }: Props) {
  const username = website!.username
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const createUrl = route('dashboard.slides.create', { username })

  function destroy() {
    if (!deleting) return
    router.delete(route('dashboard.slides.destroy', { username, id: deleting.id }), {
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
      header: 'الصورة',
      cell: (row) => <img src={row.image} alt="" className="content-thumb" />,
    },
    {
      header: 'الشريحة',
      cell: (row) => (
        <>
          <strong>{row.description || 'بلا نص'}</strong>
          <div className="dash-muted">
            {SITE_LABELS[row.site]} · الترتيب {row.position}
          </div>
        </>
      ),
    },
    {
      header: 'إجراءات',
      cell: (row) => (
        <div className="content-row-actions">
          <ButtonLink
            href={route('dashboard.slides.edit', { username, id: row.id })}
            variant="outline"
          >
            تعديل<span className="visually-hidden"> الشريحة {row.id}</span>
          </ButtonLink>
          <Button variant="ghost" onClick={() => setDeleting(row)}>
            حذف<span className="visually-hidden"> الشريحة {row.id}</span>
          </Button>
        </div>
      ),
    },
  ]

  return (
    <>
      <Seo title="الشرائح" />
      <div className="dash-page">
        <header className="dash-page-head with-action">
          <div>
            <h1>الشرائح</h1>
            <p className="dash-sub">صور أعلى الصفحة الرئيسية في المتجر وموقع المحتوى</p>
          </div>
          <ButtonLink href={createUrl}>إضافة شريحة</ButtonLink>
        </header>
        <DataTable
          columns={columns}
          rows={slides}
          rowKey={(row) => row.id}
          caption="الشرائح"
          empty={
            <EmptyState
              message="لا توجد شرائح بعد"
              description="أضف صورا تعرض عروضك في أعلى الصفحة الرئيسية."
            >
              <ButtonLink href={createUrl}>إضافة شريحة</ButtonLink>
            </EmptyState>
          }
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="حذف الشريحة؟"
        message="تحذف الشريحة وصورتها من الصفحة الرئيسية."
        confirmLabel="حذف الشريحة"
        busy={busy}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

SlidesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
