// A header button that shows and hides a panel (menu, search).
import type { ReactNode } from 'react'

/** Its label and icon say what a press does: open the panel, or close it. */
export default function PanelToggle({
  open,
  onToggle,
  controls,
  className,
  label,
  icon,
}: {
  open: boolean
  onToggle: () => void
  /** id of the panel it shows and hides */
  controls: string
  className: string
  label: { open: string; closed: string }
  icon: { open: ReactNode; closed: ReactNode }
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? label.open : label.closed}
      onClick={onToggle}
    >
      {open ? icon.open : icon.closed}
    </button>
  )
}
