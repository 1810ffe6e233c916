// The dashboard's one colour field: typed as #rgb or #rrggbb, or chosen with the browser's picker.
import '~/css/dashboard_color_field.css'
import { Field } from '~/components/ui'
import { safeColor } from '~/lib/design_css'

/** What a colour field is given: its id and label, the colour, its message, what to do on change. */
interface ColorFieldProps {
  id: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
}

/** #rgb as #rrggbb, for the native colour picker (which knows only the long form). */
function longHex(value: string): string {
  const color = safeColor(value, '#000000')
  return color.length === 4
    ? `#${color[1]}${color[1]}${color[2]}${color[2]}${color[3]}${color[3]}`.toLowerCase()
    : color.toLowerCase()
}

/** The text and the picker edit one value; the picker is a 44 px target. */
export default function ColorField({ id, label, value, error, onChange }: ColorFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <div className="color-field">
        <input
          type="color"
          aria-label={`${label}: اختيار من اللوحة`}
          value={longHex(value)}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          name={id}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
        />
      </div>
    </Field>
  )
}
