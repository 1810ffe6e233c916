import '../../../css/dashboard_content.css'
import { useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PostsController from '#controllers/dashboard/posts_controller'
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

type Props = InferPageProps<PostsController, 'index'>
type Row = Props['posts'][number]

const FILTERS = [
  { value: null, label: 'الكل' },
  { value: 'published', label: 'المنشورة' },
  { value: 'draft', label: 'المسودات' },
] as const

/** The blog's posts, newest first, published or drafts, with the links to write and edit them. */
export default function PostsIndex({ website, posts, meta, status, plan }: Props) {
  const username = website!.username
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const createUrl = route('dashboard.posts.create', { username })

  function destroy() {
    if (!deleting) return
    router.delete(route('dashboard.posts.destroy', { username, id: deleting.id }), {
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
      header: 'المنشور',
      cell: (row) => (
        <>
          <strong>{row.title}</strong>
          <div className="dash-muted">{row.section ?? 'بلا قسم'}</div>
        </>
      ),
    },
    {
      header: 'الحالة',
      cell: (row) =>
        row.published ? (
          <span className="content-flag">منشور</span>
        ) : (
          <span className="content-flag is-draft">مسودة</span>
        ),
    },
    { header: 'التاريخ', cell: (row) => <bdi dir="ltr">{row.date}</bdi> },
    {
      header: 'إجراءات',
      cell: (row) => (
        <div className="content-row-actions">
          <ButtonLink
            href={route('dashboard.posts.edit', { username, id: row.id })}
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
      <Seo title="المنشورات" />
      <div className="dash-page">
        <header className="dash-page-head with-action">
          <div>
            <h1>المنشورات</h1>
            <p className="dash-sub">
              {plan.limit === null
                ? `عدد المنشورات: ${plan.used}`
                : `عدد المنشورات: ${plan.used} من ${plan.limit} في باقتك`}
            </p>
          </div>
          <ButtonLink href={createUrl}>منشور جديد</ButtonLink>
        </header>
        {!plan.canAdd && (
          <p className="content-plan-note">
            وصلت إلى عدد المنشورات في باقتك.{' '}
            <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link>
          </p>
        )}
        <nav className="content-filters" aria-label="حالة المنشورات">
          {FILTERS.map((filter) => (
            <Link
              key={filter.label}
              href={route(
                'dashboard.posts.index',
                { username },
                filter.value ? { status: filter.value } : undefined
              )}
              aria-current={status === filter.value ? 'page' : undefined}
            >
              {filter.label}
            </Link>
          ))}
        </nav>
        <DataTable
          columns={columns}
          rows={posts}
          rowKey={(row) => row.id}
          caption="المنشورات"
          empty={
            <EmptyState message="لا توجد منشورات بعد" description="اكتب أول منشور في مدونتك.">
              <ButtonLink href={createUrl}>منشور جديد</ButtonLink>
            </EmptyState>
          }
        />
        <Pagination meta={meta} path={route('dashboard.posts.index', { username })} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={`حذف ${deleting?.title ?? 'المنشور'}؟`}
        message="يحذف المنشور وصورته نهائيا."
        confirmLabel="حذف المنشور"
        busy={busy}
        onConfirm={destroy}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

PostsIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
