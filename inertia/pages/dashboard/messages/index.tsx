import type { ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type MessagesController from '#controllers/dashboard/messages_controller'
import '../../../css/dashboard_overview.css'
import { Button, Pagination, type Column } from '~/components/ui'
import { useDeleteRecord } from '~/components/dashboard/record_list'
import {
  NameCell,
  RecordTable,
  actionsColumn,
  stateColumn,
} from '~/components/dashboard/record_table'
import DashPage from '~/components/dashboard/records/dash_page'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDateTime } from '~/lib/format'

type Props = InferPageProps<MessagesController, 'index'>
type Row = Props['messages'][number]
type SubmissionRow = Props['submissions'][number]

/** The columns both tables end with: when it was sent, and whether it was read. */
function sentAndRead<R extends { createdAt: string; read: boolean }>(): Column<R>[] {
  return [
    {
      header: 'التاريخ',
      cell: (row) => <span className="dash-nowrap">{formatDateTime(row.createdAt)}</span>,
    },
    stateColumn((row) => row.read, ['read', 'مقروءة'], ['pending', 'جديدة']),
  ]
}

/** The inbox's tabs: the contact form, each merchant form, and the forms deleted since. */
function InboxTabs({
  tabs,
  current,
  username,
}: Pick<Props, 'tabs' | 'current'> & { username: string }) {
  if (tabs.forms.length === 0 && !tabs.hasDeleted) return null
  const items = [
    {
      key: 'contact',
      label: 'نموذج التواصل',
      form: undefined,
      unread: 0,
      active: current === null,
    },
    ...tabs.forms.map((form) => ({
      key: String(form.id),
      label: form.title,
      form: String(form.id),
      unread: form.unread,
      active: current === form.id,
    })),
    ...(tabs.hasDeleted
      ? [
          {
            key: 'deleted',
            label: 'نماذج محذوفة',
            form: 'deleted',
            unread: 0,
            active: current === 'deleted',
          },
        ]
      : []),
  ]
  return (
    <nav className="home-sites dash-inbox-tabs" aria-label="النماذج">
      {items.map((item) => (
        <Link
          key={item.key}
          className={`btn ${item.active ? 'btn-primary' : 'btn-outline'}`}
          href={route(
            'dashboard.messages.index',
            { username },
            item.form ? { form: item.form } : {}
          )}
          aria-current={item.active ? 'page' : undefined}
        >
          {item.label}
          {item.unread > 0 && <span className="dash-tab-count"> ({item.unread} جديدة)</span>}
        </Link>
      ))}
    </nav>
  )
}

/** A form's submissions: who sent what (the first answers), when, read or not. */
function SubmissionsTable({ rows, username }: { rows: SubmissionRow[]; username: string }) {
  const columns: Column<SubmissionRow>[] = [
    {
      header: 'الإجابات',
      cell: (row) => (
        <Link
          href={route('dashboard.form_submissions.show', { username, id: row.id })}
          className={row.read ? 'dash-message-link' : 'dash-message-link is-unread'}
        >
          {row.excerpt || 'بلا إجابات'}
        </Link>
      ),
    },
    { header: 'النموذج', cell: (row) => row.formTitle },
    ...sentAndRead<SubmissionRow>(),
  ]
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      caption="رسائل النموذج"
      empty="لا توجد رسائل من هذا النموذج بعد"
      description="تصل هنا إجابات زوار موقعك عن هذا النموذج."
    />
  )
}

/**
 * The inbox: the contact form's messages, and a tab per merchant form with its submissions; unread
 * first, then newest. A message opens (and is read) on its own page; a contact message can be marked
 * read or unread, or deleted, here; a form's submissions can be exported as CSV.
 */
export default function MessagesIndex({ messages, meta, tabs, current, submissions }: Props) {
  const { username } = usePage<Props & { username: string }>().props

  const showUrl = (row: Row) => route('dashboard.messages.show', { username, id: row.id })
  const toggleRead = (row: Row) =>
    router.patch(
      route('dashboard.messages.update', { username, id: row.id }),
      { read: !row.read },
      { preserveScroll: true }
    )
  const deleting = useDeleteRecord<Row>(
    (row) => route('dashboard.messages.destroy', { username, id: row.id }),
    {
      title: 'حذف الرسالة؟',
      message: (row) => `ستحذف رسالة ${row.name} نهائيا.`,
      confirm: 'حذف',
    }
  )

  const columns: Column<Row>[] = [
    {
      header: 'المرسل',
      cell: (row) => <NameCell name={row.name} detail={row.email} />,
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
    ...sentAndRead<Row>(),
    actionsColumn(
      (row) => (
        <Button variant="outline" onClick={() => toggleRead(row)}>
          {row.read ? 'تعليم كغير مقروءة' : 'تعليم كمقروءة'}
        </Button>
      ),
      deleting.ask
    ),
  ]

  return (
    <DashPage
      title="الرسائل"
      sub={
        <>
          <span>
            {current === null
              ? 'رسائل نموذج تواصل معنا في موقع المحتوى'
              : current === 'deleted'
                ? 'رسائل نماذج حذفتها، بعناوينها كما أرسلت'
                : 'إجابات زوار موقعك عن هذا النموذج'}
          </span>
          {meta.total > 0 && <span>{meta.total} رسالة</span>}
        </>
      }
      action={
        typeof current === 'number' && (
          <a
            className="btn btn-outline"
            href={route('dashboard.form_submissions.export', { username, id: current })}
            download
          >
            تصدير CSV
          </a>
        )
      }
      dialog={deleting.dialog}
    >
      <InboxTabs tabs={tabs} current={current} username={username} />

      {current !== null ? (
        <SubmissionsTable rows={submissions} username={username} />
      ) : (
        <RecordTable
          columns={columns}
          rows={messages}
          caption="الرسائل"
          empty="لا توجد رسائل بعد"
          description="تصل هنا الرسائل التي يرسلها زوار موقعك من صفحة تواصل معنا."
        />
      )}
      <Pagination
        meta={meta}
        path={route('dashboard.messages.index', { username })}
        query={{ form: current === null ? null : String(current) }}
      />
    </DashPage>
  )
}

MessagesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
