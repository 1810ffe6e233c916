/** The pieces every dashboard record table is made of: the table with its empty state, a name cell, a badge. */
import type { ReactNode } from 'react'
import { DataTable, EmptyState, StatusBadge, type Column } from '~/components/ui'

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
export function StateBadge({
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
