// The fields every record form shares: the name, the description, the address (slug), the list position.
import type { Setter } from '~/components/dashboard/record_form_tools'
import { typedCount, type TypedCount } from '~/lib/digits'
import { TextAreaField, NumberField, TextField } from '~/components/ui'

/** The required name (or title) of a record. */
export function NameField({
  id = 'name',
  label,
  value,
  error,
  set,
  maxLength,
  className,
}: {
  id?: string
  label: string
  value: string
  error?: string
  set: Setter
  maxLength: number
  className?: string
}) {
  return (
    <TextField
      id={id}
      label={label}
      required
      maxLength={maxLength}
      value={value}
      onChange={(e) => set(id, e.target.value)}
      error={error}
      className={className}
    />
  )
}

/** The short description of a content record, over the form's whole width. */
export function DescriptionField({
  label,
  value,
  error,
  set,
}: {
  label: string
  value: string
  error?: string
  set: Setter
}) {
  return (
    <TextAreaField
      id="description"
      label={label}
      rows={2}
      maxLength={500}
      value={value}
      onChange={(e) => set('description', e.target.value)}
      error={error}
      className="content-wide"
    />
  )
}

/** The address part of a record's page: filled from the name on the server when left empty. */
export function SlugField({
  value,
  error,
  set,
  label = 'الرابط',
  hint = 'يكتب تلقائيا من الاسم إن تركته فارغا، ويمكن أن يكون بالعربية',
  maxLength = 150,
}: {
  value: string
  error?: string
  set: Setter
  label?: string
  hint?: string
  maxLength?: number
}) {
  return (
    <TextField
      id="slug"
      label={label}
      hint={hint}
      value={value}
      onChange={(e) => set('slug', e.target.value)}
      error={error}
      maxLength={maxLength}
    />
  )
}

/** A content record's short address, filled from its title on the server when left empty. */
export function ShortSlugField({
  hint = 'اتركه فارغا ليُنشأ من العنوان',
  ...props
}: {
  value: string
  error?: string
  set: Setter
  hint?: string
  maxLength: number
}) {
  return <SlugField label="الرابط المختصر" hint={hint} {...props} />
}

/** A list position: a smaller number shows first, left empty the record goes last. */
export function PositionField({
  value,
  error,
  hint,
  onChange,
}: {
  value: TypedCount
  error?: string
  hint: string
  onChange: (position: TypedCount) => void
}) {
  // a text box with the digits keyboard: a number box would drop the Arabic digits a phone types
  return (
    <NumberField
      id="position"
      label="الترتيب"
      hint={hint}
      value={value ?? ''}
      onChange={(e) => onChange(typedCount(e.target.value))}
      error={error}
    />
  )
}
