import type { ReactNode } from 'react'

export interface Column<Row> {
  /** the column's Arabic heading (also the label of the cell on a phone) */
  header: string
  cell: (row: Row) => ReactNode
  /** e.g. 'is-number' to align amounts */
  className?: string
  /** the heading is for screen readers only (an actions column), and the phone card shows no label */
  hideHeader?: boolean
}

/**
 * A data table. On a phone each row becomes a card: every cell shows its column's heading beside it
 * (data-label), so nothing scrolls sideways at 390 px.
 */
export default function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  className,
}: {
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string | number
  caption?: string
  /** what to show when there are no rows */
  empty?: ReactNode
  /** the table's own name in its area (tests and print styles find it by it) */
  className?: string
}) {
  if (rows.length === 0 && empty) return <>{empty}</>
  return (
    <div className="ui-table-wrap">
      <table className={className ? `ui-table ${className}` : 'ui-table'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.hideHeader ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.hideHeader ? undefined : column.header}
                  className={column.className}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
