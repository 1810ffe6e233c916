import { useState, type ReactNode } from 'react'
import { Link, router } from '@inertiajs/react'
import Seo from '~/components/seo'
import { Button, ButtonLink, ConfirmDialog, type Column } from '~/components/ui'
import { RecordTable } from '~/components/dashboard/record_table'
import { route } from '~/lib/route'
import type { ResourceWith } from '~/components/dashboard/record_targets'

/**
 * Delete a dashboard record after a confirmation: `ask(row)` opens the dialog, `dialog` is rendered
 * once by the page. The list keeps its scroll position and comes back with the server's toast. The
 * title and message may name the row (the title is also asked with `null` while the dialog is shut).
 */
export function useDeleteRecord<Row extends { id: number }>(
  destroyUrl: (row: Row) => string,
  texts: {
    title: string | ((row: Row | null) => string)
    message: ReactNode | ((row: Row) => ReactNode)
    confirm: string
  }
) {
  const [deleting, setDeleting] = useState<Row | null>(null)
  const [busy, setBusy] = useState(false)
  const { title, message, confirm } = texts
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={typeof title === 'function' ? title(deleting) : title}
      message={typeof message === 'function' ? deleting && message(deleting) : message}
      confirmLabel={confirm}
      busy={busy}
      onConfirm={() => {
        if (!deleting) return
        router.delete(destroyUrl(deleting), {
          preserveScroll: true,
          onStart: () => setBusy(true),
          onFinish: () => {
            setBusy(false)
            setDeleting(null)
          },
        })
      }}
      onCancel={() => setDeleting(null)}
    />
  )
  return { ask: setDeleting, dialog }
}

/** The edit link and delete button of a record's row; `label` names the record for screen readers. */
export function RecordActions({
  editUrl,
  label,
  onDelete,
  className,
}: {
  editUrl: string
  label: ReactNode
  onDelete: () => void
  className: string
}) {
  return (
    <div className={className}>
      <ButtonLink href={editUrl} variant="outline">
        تعديل<span className="visually-hidden"> {label}</span>
      </ButtonLink>
      <Button variant="ghost" onClick={onDelete}>
        حذف<span className="visually-hidden"> {label}</span>
      </Button>
    </div>
  )
}

/** The edit and delete column of a content list's rows. */
function actionsColumn<Row>(
  editUrl: (row: Row) => string,
  label: (row: Row) => ReactNode,
  onDelete: (row: Row) => void
): Column<Row> {
  return {
    header: 'إجراءات',
    cell: (row) => (
      <RecordActions
        className="content-row-actions"
        editUrl={editUrl(row)}
        label={label(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  }
}

/**
 * What a content list page needs from its resource's routes: the create link, the delete dialog
 * (asked with `texts`) and the edit/delete column, its rows named by `label` for screen readers.
 */
export function useRecordList<Row extends { id: number }>(
  resource: ResourceWith<'create' | 'edit' | 'destroy'>,
  username: string,
  {
    label,
    ...texts
  }: Parameters<typeof useDeleteRecord<Row>>[1] & { label: (row: Row) => ReactNode }
) {
  const { ask, dialog } = useDeleteRecord<Row>(
    (row) => route(`dashboard.${resource}.destroy`, { username, id: row.id }),
    texts
  )
  return {
    createUrl: route(`dashboard.${resource}.create`, { username }),
    dialog,
    actions: actionsColumn<Row>(
      (row) => route(`dashboard.${resource}.edit`, { username, id: row.id }),
      label,
      ask
    ),
  }
}

/** A list row's name in bold and a muted line under it. */
export function TitleCell({ title, sub }: { title: ReactNode; sub: ReactNode }) {
  return (
    <>
      <strong>{title}</strong>
      <div className="dash-muted">{sub}</div>
    </>
  )
}

/** A list page's head: the title, a line under it, and the create link when there is one. */
export function ListHead({
  title,
  sub,
  action,
}: {
  title: string
  sub: ReactNode
  action?: ReactNode
}) {
  return (
    <header className="dash-page-head with-action">
      <div>
        <h1>{title}</h1>
        <p className="dash-sub">{sub}</p>
      </div>
      {action}
    </header>
  )
}

interface PlanUsage {
  used: number
  limit: number | null
  canAdd: boolean
}

/** "عدد الصفحات: 3 من 5 في باقتك", or the bare count when the plan has no limit. */
export function planCount(label: string, plan: PlanUsage) {
  return plan.limit === null
    ? `${label}: ${plan.used}`
    : `${label}: ${plan.used} من ${plan.limit} في باقتك`
}

/** Shown once the plan's limit is reached: what happened and where the larger plans are. */
export function PlanLimitNote({
  plan,
  noun,
  className = 'content-plan-note',
  children,
}: {
  plan: PlanUsage
  noun: string
  className?: string
  children?: ReactNode
}) {
  if (plan.canAdd) return null
  return (
    <p className={className}>
      {`وصلت إلى عدد ${noun} في باقتك.`}{' '}
      <Link href={route('marketing.plans.index')}>اطلع على الباقات</Link>
      {children}
    </p>
  )
}

/**
 * A content list page: the head with its create link, the plan's note, what the page puts above the
 * table (`children`) and below it (`footer`), the table with its empty state, and the delete dialog.
 */
export function RecordListPage<Row extends { id: number }>({
  title,
  sub,
  createUrl,
  createLabel,
  canCreate = true,
  limit,
  columns,
  rows,
  empty,
  dialog,
  children,
  footer,
}: {
  /** the page's title, heading and the table's caption */
  title: string
  sub: ReactNode
  createUrl: string
  createLabel: string
  /** whether the head offers the create link (the empty state always does) */
  canCreate?: boolean
  limit?: { plan: PlanUsage; noun: string }
  columns: Column<Row>[]
  rows: Row[]
  empty: { message: string; description: string }
  dialog: ReactNode
  children?: ReactNode
  footer?: ReactNode
}) {
  return (
    <>
      <Seo title={title} />
      <div className="dash-page">
        <ListHead
          title={title}
          sub={sub}
          action={canCreate && <ButtonLink href={createUrl}>{createLabel}</ButtonLink>}
        />
        {limit && <PlanLimitNote plan={limit.plan} noun={limit.noun} />}
        {children}
        <RecordTable
          columns={columns}
          rows={rows}
          caption={title}
          empty={empty.message}
          description={empty.description}
        >
          <ButtonLink href={createUrl}>{createLabel}</ButtonLink>
        </RecordTable>
        {footer}
      </div>
      {dialog}
    </>
  )
}
