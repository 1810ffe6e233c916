// The options list of the service and product forms: a name per row, its own extra fields, move up or down, remove.
import type { ReactNode } from 'react'
import { Button, Field } from '~/components/ui'

interface OptionRow {
  id: number | null
  name: string
}

/**
 * Rows the merchant adds, renames, reorders and removes; the list's order is the options' order. Each
 * row's own fields (a price, minutes) come from `extras`. The first of the server's errors about the
 * list (`options`, `options.2.price`) is shown under it.
 */
export function OptionListField<Row extends OptionRow>({
  legend,
  label,
  hint,
  options,
  onChange,
  newRow,
  extras,
  errors,
  max,
}: {
  legend: string
  label: string
  hint: string
  options: Row[]
  onChange: (next: Row[]) => void
  newRow: () => Row
  extras: (row: Row, index: number, change: (patch: Partial<Row>) => void) => ReactNode
  errors: Record<string, string | undefined>
  /** the most options the server takes: the add button stops there */
  max: number
}) {
  const change = (index: number, patch: Partial<Row>) =>
    onChange(options.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const move = (index: number, by: number) => {
    const next = [...options]
    const [row] = next.splice(index, 1)
    next.splice(index + by, 0, row)
    onChange(next)
  }
  const error = Object.entries(errors).find(
    ([key, message]) => message && (key === 'options' || key.startsWith('options.'))
  )?.[1]

  return (
    <fieldset>
      <legend>{legend}</legend>
      <Field id="option-new" label={label} hint={hint} error={error}>
        <ul className="cat-options">
          {options.map((option, index) => (
            <li key={option.id ?? `new-${index}`}>
              <input
                aria-label={`الخيار ${index + 1}`}
                value={option.name}
                maxLength={100}
                onChange={(e) => change(index, { name: e.target.value } as Partial<Row>)}
              />
              <span className="cat-option-extras">
                {extras(option, index, (patch) => change(index, patch))}
              </span>
              <Button
                variant="ghost"
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`تقديم ${option.name || 'الخيار'}`}
              >
                ▲
              </Button>
              <Button
                variant="ghost"
                disabled={index === options.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`تأخير ${option.name || 'الخيار'}`}
              >
                ▼
              </Button>
              <Button
                variant="ghost"
                onClick={() => onChange(options.filter((_, i) => i !== index))}
                aria-label={`حذف ${option.name || 'الخيار'}`}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      </Field>
      <Button
        variant="outline"
        id="option-new"
        disabled={options.length >= max}
        onClick={() => onChange([...options, newRow()])}
      >
        إضافة خيار
      </Button>
    </fieldset>
  )
}

/** The rows as the request takes them: a new option has no id, an empty name row is dropped. */
export function sentOptions<Row extends OptionRow>(rows: Row[]) {
  return rows
    .filter((option) => option.name.trim() !== '')
    .map(({ id, ...option }) => (id ? { id, ...option } : option))
}
