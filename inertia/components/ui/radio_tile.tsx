// A tile picked in one tap from a role="radiogroup" (a booking's day or time, a design palette).
import type { ButtonHTMLAttributes } from 'react'

/** The tile's own class, plus `chosenClass` while it is the one picked; other attributes pass through. */
export default function RadioTile({
  chosen,
  className,
  chosenClass = 'chosen',
  ...rest
}: { chosen: boolean; className: string; chosenClass?: string } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'className'
>) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={chosen}
      className={chosen ? `${className} ${chosenClass}` : className}
      {...rest}
    />
  )
}
