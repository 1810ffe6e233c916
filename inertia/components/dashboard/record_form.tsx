import { Button, ButtonLink, CheckboxField, ImagePicker, TextField } from '~/components/ui'

type Setter = (key: string, value: unknown) => void
type Errors = Partial<Record<string, string>>

/** Sends the file only when one was chosen: the request is multipart then. */
export function withChosenImage<T extends { image: File | null }>(data: T) {
  const { image, ...rest } = data
  return image ? data : rest
}

/** A form field's setter that also clears the field's old message, as soon as it is corrected. */
export function fieldSetter(form: {
  setData: unknown
  clearErrors: (...fields: never[]) => void
}): Setter {
  return (key, value) => {
    ;(form.setData as (k: string, v: unknown) => void)(key, value)
    form.clearErrors(key as never)
  }
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

/** Price and the optional price before the discount, in riyals with VAT ("49.50"). */
export function PriceFields({
  price,
  oldPrice,
  errors,
  set,
  placeholder,
}: {
  price: string
  oldPrice: string
  errors: Errors
  set: Setter
  placeholder: string
}) {
  return (
    <div className="cat-two">
      <TextField
        id="price"
        label="السعر بالريال"
        hint="شامل الضريبة"
        required
        inputMode="decimal"
        dir="ltr"
        placeholder={placeholder}
        value={price}
        onChange={(e) => set('price', e.target.value)}
        error={errors.price}
      />
      <TextField
        id="old_price"
        label="قبل الخصم"
        inputMode="decimal"
        dir="ltr"
        placeholder="اختياري"
        hint="يظهر مشطوبا"
        value={oldPrice}
        onChange={(e) => set('old_price', e.target.value)}
        error={errors.old_price}
      />
    </div>
  )
}

/** The image picker, and a tick to remove the current image when no new one is chosen. */
export function ImageFields({
  label,
  current,
  chosen,
  remove,
  error,
  set,
}: {
  label: string
  current?: string | null
  chosen: File | null
  remove: boolean
  error?: string
  set: Setter
}) {
  return (
    <>
      <ImagePicker
        id="image"
        label={label}
        current={remove ? null : current}
        error={error}
        onChange={(file) => set('image', file)}
      />
      {current && !chosen && (
        <CheckboxField
          id="remove_image"
          label="إزالة الصورة الحالية"
          checked={remove}
          onChange={(e) => set('remove_image', e.target.checked)}
        />
      )}
    </>
  )
}

/** A list position: a smaller number shows first, left empty the record goes last. */
export function PositionField({
  value,
  error,
  hint,
  onChange,
}: {
  value: number | null
  error?: string
  hint: string
  onChange: (position: number | null) => void
}) {
  return (
    <TextField
      id="position"
      label="الترتيب"
      hint={hint}
      type="number"
      inputMode="numeric"
      min={0}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={error}
    />
  )
}

/** Save and cancel at the foot of a dashboard form. */
export function FormActions({
  processing,
  submitLabel,
  cancelUrl,
  className = 'cat-form-actions',
}: {
  processing: boolean
  submitLabel: string
  cancelUrl: string
  className?: string
}) {
  return (
    <div className={className}>
      <Button type="submit" loading={processing}>
        {submitLabel}
      </Button>
      <ButtonLink href={cancelUrl} variant="ghost">
        إلغاء
      </ButtonLink>
    </div>
  )
}
