/** The up and down buttons of a reorderable list's item (for keyboards and screen readers beside dragging). */
import { Button } from '~/components/ui'

/** Moves the item at `index` (of `count`) one place up or down; `name` names it for screen readers. */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string
  index: number
  count: number
  onMove: (from: number, to: number) => void
}) {
  return (
    <>
      <Button
        variant="outline"
        onClick={() => onMove(index, index - 1)}
        disabled={index === 0}
        aria-label={`تحريك ${name} لأعلى`}
      >
        ↑
      </Button>
      <Button
        variant="outline"
        onClick={() => onMove(index, index + 1)}
        disabled={index === count - 1}
        aria-label={`تحريك ${name} لأسفل`}
      >
        ↓
      </Button>
    </>
  )
}
