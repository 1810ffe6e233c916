/** The buttons of a dashboard table's row: the red one that deletes it, and the row's buttons beside it. */
import type { ReactNode } from 'react'
import { Button } from '~/components/ui'

/** The red ghost button that deletes, removes or revokes a row. */
export function DangerButton({
  onClick,
  label,
  children,
}: {
  onClick: () => void
  /** what screen readers hear instead of the visible text, when it names the row */
  label?: string
  children: ReactNode
}) {
  return (
    <Button variant="ghost" className="dash-danger-text" onClick={onClick} aria-label={label}>
      {children}
    </Button>
  )
}

/** A row's buttons side by side, the last one the danger button that deletes it. */
export function RowActions({
  children,
  onDelete,
  deleteLabel = 'حذف',
}: {
  children: ReactNode
  onDelete: () => void
  deleteLabel?: string
}) {
  return (
    <span className="dash-row-actions">
      {children}
      <DangerButton onClick={onDelete}>{deleteLabel}</DangerButton>
    </span>
  )
}
