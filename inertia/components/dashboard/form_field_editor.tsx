// The form builder's list of fields: one card a field, moved by dragging or by its buttons.
import { useState, type ChangeEvent, type PointerEvent } from 'react'
import { CheckboxField, SelectField, TextAreaField, TextField } from '~/components/ui'
import { MoveButtons } from '~/components/dashboard/move_buttons'
import { DangerButton } from '~/components/dashboard/row_actions'
import { moveEntry } from '~/components/dashboard/fields/reorder'

/** A field as the editor holds it (choices as one option a line while typing). */
export interface EditableField {
  /** the editor's own id of the card (kept across moves) */
  uid: string
  key?: string
  type: string
  label: string
  help: string
  required: boolean
  choices: string
}

const CHOICE_TYPES = ['choice', 'choices']

/** The parts of a field that are typed or chosen as text. */
type TextPart = 'type' | 'label' | 'help' | 'choices'

/**
 * The fields of a form in their order: drag a card by its handle to its place (pointer events, so a
 * finger on a touch screen drags as a mouse does), or use its up and down buttons (keyboards and
 * screen readers; each says which field it moves); each card edits a field's type, label,
 * help line, whether it is required, and the options of a choice field (one a line).
 */
export default function FormFieldEditor({
  fields,
  onChange,
  types,
  errors,
}: {
  fields: EditableField[]
  onChange: (fields: EditableField[]) => void
  types: { value: string; label: string }[]
  errors: Record<string, string>
}) {
  const [dragging, setDragging] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')

  function move(from: number, to: number) {
    const moved = moveEntry(fields, from, to, (field) => field.label || 'حقل')
    if (!moved) return
    onChange(moved.next)
    setAnnounce(moved.announce)
  }

  /** While a handle is held: the card under the finger or pointer takes the dragged field's place. */
  function dragOver(event: PointerEvent<HTMLElement>) {
    if (dragging === null) return
    // near the screen's top or bottom edge the page scrolls, so a far place can be reached
    const edge = 64
    if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 24)
    else if (event.clientY < edge) window.scrollBy(0, -24)
    const under = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>('[data-field-index]')
    const index = Number(under?.dataset.fieldIndex ?? Number.NaN)
    if (Number.isInteger(index) && index !== dragging) {
      move(dragging, index)
      setDragging(index)
    }
  }

  function update(index: number, change: Partial<EditableField>) {
    onChange(fields.map((field, at) => (at === index ? { ...field, ...change } : field)))
  }

  function remove(index: number) {
    const field = fields[index]
    onChange(fields.filter((_, at) => at !== index))
    setAnnounce(`حذف حقل ${field.label || ''}`)
  }

  return (
    <>
      <ol className="home-blocks form-fields" aria-label="حقول النموذج بترتيبها">
        {fields.map((field, index) => {
          const name = field.label || `الحقل ${index + 1}`
          const error = (part: string) => errors[`fields.${index}.${part}`]
          /** A text part of the field's card: its control's id, value, message and typing in it. */
          const bind = (part: TextPart) => ({
            id: `field-${field.uid}-${part}`,
            value: field[part],
            error: error(part),
            onChange: (
              event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>
            ) => update(index, { [part]: event.target.value }),
          })
          return (
            <li
              key={field.uid}
              className={`home-block form-field-card${dragging === index ? ' is-dragging' : ''}`}
              data-field-index={index}
              data-testid="form-field"
            >
              <div className="form-field-head">
                <span
                  className="home-block-handle form-field-handle"
                  aria-hidden="true"
                  onPointerDown={(event) => {
                    event.preventDefault()
                    event.currentTarget.setPointerCapture(event.pointerId)
                    setDragging(index)
                  }}
                  onPointerMove={dragOver}
                  onPointerUp={() => setDragging(null)}
                  onPointerCancel={() => setDragging(null)}
                >
                  ⋮⋮
                </span>
                <strong>{name}</strong>
                <span className="home-block-buttons">
                  <MoveButtons name={name} index={index} count={fields.length} onMove={move} />
                  <DangerButton onClick={() => remove(index)} label={`حذف ${name}`}>
                    حذف
                  </DangerButton>
                </span>
              </div>
              <div className="form-field-body">
                <SelectField label="نوع الحقل" options={types} {...bind('type')} />
                <TextField label="عنوان الحقل" required maxLength={150} {...bind('label')} />
                <TextField
                  label="سطر مساعدة"
                  hint="يظهر تحت الحقل، مثل: اكتب المقاس بالسنتيمتر"
                  maxLength={300}
                  {...bind('help')}
                />
                {CHOICE_TYPES.includes(field.type) && (
                  <TextAreaField
                    label="الخيارات"
                    hint="خيار في كل سطر، خياران على الأقل"
                    rows={4}
                    {...bind('choices')}
                    error={error('choices') ?? error('choices.0')}
                  />
                )}
                <CheckboxField
                  id={`field-${field.uid}-required`}
                  label="حقل مطلوب"
                  checked={field.required}
                  onChange={(event) => update(index, { required: event.target.checked })}
                />
              </div>
            </li>
          )
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </>
  )
}
