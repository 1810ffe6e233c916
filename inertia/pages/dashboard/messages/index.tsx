import { useState, type ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type MessagesController from '#controllers/dashboard/messages_controller'
import '../../../css/dashboard_overview.css'
import Seo from '~/components/seo'
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Pagination,
  StatusBadge,
  type Column,
} from '~/components/ui'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate, formatTime } from '~/lib/format'

type Props = InferPageProps<MessagesController, 'index'>
type Row = Props['messages'][number]

/**
 * The contact inbox: the messages of the content site's contact form, unread first, then newest.
 * A message opens (and is read) on its own page; here it can be marked read or unread, or deleted.
 */
export default function MessagesIndex({ messages, meta }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)

  const showUrl = (row: Row) => route('dashboard.messages.show', { username, id: row.id })
  const toggleRead = (row: Row) =>
    router.patch(
      route('dashboard.messages.update', { username, id: row.id }),
      { read: !row.read },
      { preserveScroll: true }
    )
  const remove = () => {
    if (!deleting) return
    router.delete(route('dashboard.messages.destroy', { username, id: deleting.id }), {
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
      header: 'المرسل',
      cell: (row) => (
        <span className="dash-message-from">
          <strong>{row.name}</strong>
          <span dir="ltr">{row.email}</span>
        </span>
      ),
    },
    {
      header: 'الرسالة',
      cell: (row) => (
        <Link
          href={showUrl(row)}
          className={row.read ? 'dash-message-link' : 'dash-message-link is-unread'}
        >
          {row.excerpt}
        </Link>
      ),
    },
    {
      header: 'التاريخ',
      cell: (row) => (
        <span className="dash-nowrap">
          {formatDate(row.createdAt)} {formatTime(row.createdAt)}
        </span>
      ),
    },
    {
      header: 'الحالة',
      cell: (row) =>
        row.read ? (
          <StatusBadge status="read" label="مقروءة" />
        ) : (
          <StatusBadge status="pending" label="جديدة" />
        ),
    },
    {
      header: 'إجراءات',
      cell: (row) => (
        <span className="dash-row-actions">
          <Button variant="outline" onClick={() => toggleRead(row)}>
            {row.read ? 'تعليم كغير مقروءة' : 'تعليم كمقروءة'}
          </Button>
          <Button variant="ghost" className="dash-danger-text" onClick={() => setDeleting(row)}>
            حذف
          </Button>
        </span>
      ),
    },
  ]

  return (
    <>
      <Seo title="الرسائل | لوحة التحكم" />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>الرسائل</h1>
          <p className="dash-sub">
            <span>رسائل نموذج تواصل معنا في موقع المحتوى</span>
            {meta.total > 0 && <span>{meta.total} رسالة</span>}
          </p>
        </header>

        <DataTable
          columns={columns}
          rows={messages}
          rowKey={(row) => row.id}
          caption="الرسائل"
          empty={
            <EmptyState
              message="لا توجد رسائل بعد"
              description="تصل هنا الرسائل التي يرسلها زوار موقعك من صفحة تواصل معنا."
            />
          }
        />
        <Pagination meta={meta} path={route('dashboard.messages.index', { username })} />
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title="حذف الرسالة؟"
        message={deleting ? `ستحذف رسالة ${deleting.name} نهائيا.` : undefined}
        confirmLabel="حذف"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

MessagesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
