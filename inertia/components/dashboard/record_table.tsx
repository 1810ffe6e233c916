/** The pieces every dashboard record table is made of: the table with its empty state, a name cell, a badge, the state and actions columns. */
import type { ReactNode } from 'react'
import { DataTable, EmptyState, StatusBadge, type Column } from '~/components/ui'
import { RowActions } from '~/components/dashboard/row_actions'

/**
 * A table of records keyed by their id, with its empty state (`empty`, its `description` and what to
 * do next as `children`) in their place when there is no row; without `empty` an empty table shows.
 */
export function RecordTable<Row extends { id: number }>({
  columns,
  rows,
  caption,
  empty,
  description,
  className,
  children,
}: {
  columns: Column<Row>[]
  rows: Row[]
  caption: string
  empty?: string
  description?: string
  className?: string
  children?: ReactNode
}) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      caption={caption}
      className={className}
      empty={
        empty && (
          <EmptyState message={empty} description={description}>
            {children}
          </EmptyState>
        )
      }
    />
  )
}

/** A row's name in bold over its address, number or key, written left to right. */
export function NameCell({ name, detail }: { name: ReactNode; detail?: ReactNode }) {
  return (
    <span className="dash-message-from">
      <strong>{name}</strong>
      {detail && <span dir="ltr">{detail}</span>}
    </span>
  )
}

/** A yes-or-no state as one of two badges: `on` and `off` are each a badge's status and label. */
function StateBadge({
  on,
  yes,
  no,
}: {
  on: boolean
  yes: [status: string, label: string]
  no: [status: string, label: string]
}) {
  const [status, label] = on ? yes : no
  return <StatusBadge status={status} label={label} />
}

/** The «الحالة» column: each row's yes-or-no state as one of two badges (see StateBadge). */
export function stateColumn<Row>(
  on: (row: Row) => boolean,
  yes: [status: string, label: string],
  no: [status: string, label: string]
): Column<Row> {
  return { header: 'الحالة', cell: (row) => <StateBadge on={on(row)} yes={yes} no={no} /> }
}

/** The «إجراءات» column: a row's own buttons, then the one that deletes it (`deleteLabel`, «حذف»). */
export function actionsColumn<Row>(
  buttons: (row: Row) => ReactNode,
  onDelete: (row: NoInfer<Row>) => void,
  deleteLabel?: string
): Column<Row> {
  return {
    header: 'إجراءات',
    cell: (row) => (
      <RowActions onDelete={() => onDelete(row)} deleteLabel={deleteLabel}>
        {buttons(row)}
      </RowActions>
    ),
  }
}
