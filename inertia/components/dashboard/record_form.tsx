import type { FormEvent, ReactNode } from 'react'
import Seo from '~/components/seo'
import type { Draft } from '~/lib/drafts'
import { typedCount, type TypedCount } from '~/lib/digits'
import {
  Button,
  ButtonLink,
  CheckboxField,
  ImagePicker,
  SelectField,
  TextAreaField,
  TextField,
} from '~/components/ui'

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

/** A form field's plain setter (the old message stays until the next submit). */
function dataSetter(form: { setData: unknown }): Setter {
  return (key, value) => (form.setData as (k: string, v: unknown) => void)(key, value)
}

/**
 * A field's value, message and setter by the field's name, to spread on the fields above:
 * `<SlugField {...bind('slug')} />`.
 */
export function fieldBinder<Data extends object>(
  form: { data: Data; errors: Partial<Record<keyof Data, string>> },
  set: Setter
) {
  return <Key extends keyof Data & string>(name: Key) => ({
    value: form.data[name],
    error: form.errors[name],
    set,
  })
}

/**
 * A content form's helpers: its messages by any field name (`items.0.name` too), the plain setter
 * and the binder.
 */
export function contentFormTools<Data extends object>(form: {
  data: Data
  errors: Partial<Record<keyof Data, string>>
  setData: unknown
}) {
  const set = dataSetter(form)
  return {
    errors: form.errors as Record<string, string | undefined>,
    set,
    bind: fieldBinder(form, set),
  }
}

/** The submit handler of a record's form: sent as it is, or through transform, keeping the scroll. */
export function submitTo<Data>(
  form: {
    transform: (callback: (data: Data) => object) => void
    submit: (method: 'post' | 'put', url: string, options: { preserveScroll: boolean }) => void
  },
  method: 'post' | 'put',
  action: string,
  transform?: (data: Data) => object
) {
  return (event: FormEvent) => {
    event.preventDefault()
    if (transform) form.transform(transform)
    form.submit(method, action, { preserveScroll: true })
  }
}

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

/**
 * The frame of a content record's form (page, post, section, slide, menu page): the first fieldset
 * with its fields on a grid, the rest of the form (`children`), then save and cancel.
 */
export function ContentForm({
  legend,
  fields,
  onSubmit,
  processing,
  submitLabel,
  cancelUrl,
  children,
  draft,
}: {
  legend: string
  fields: ReactNode
  onSubmit: (event: FormEvent) => void
  processing: boolean
  submitLabel: string
  cancelUrl: string
  children?: ReactNode
  draft?: Draft
}) {
  return (
    <form className="content-form" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{legend}</legend>
        <div className="content-fields">{fields}</div>
      </fieldset>
      {children}
      <FormActions
        className="content-actions"
        processing={processing}
        submitLabel={submitLabel}
        cancelUrl={cancelUrl}
        draft={draft}
      />
    </form>
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

/** Price and the optional price before the discount, in riyals with VAT ("49.50"). */
function PriceFields({
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
        hint="السعر النهائي الذي يدفعه العميل"
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

/**
 * An image picker (field `name`) and a tick to remove the current image (`remove_<name>`), offered
 * while there is a current image (and, where asked, no new one chosen).
 */
export function RemovableImageField({
  name = 'image',
  label,
  removeLabel,
  current,
  remove,
  offerRemove = Boolean(current),
  error,
  set,
}: {
  name?: string
  label: string
  removeLabel: string
  current?: string | null
  remove: boolean
  offerRemove?: boolean
  error?: string
  set: Setter
}) {
  return (
    <>
      <ImagePicker
        id={name}
        label={label}
        current={remove ? null : current}
        error={error}
        onChange={(file) => set(name, file)}
      />
      {offerRemove && (
        <CheckboxField
          id={`remove_${name}`}
          label={removeLabel}
          checked={remove}
          onChange={(e) => set(`remove_${name}`, e.target.checked)}
        />
      )}
    </>
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
    <RemovableImageField
      label={label}
      removeLabel="إزالة الصورة الحالية"
      current={current}
      remove={remove}
      offerRemove={Boolean(current) && !chosen}
      error={error}
      set={set}
    />
  )
}

/** A catalogue item's category (field `name`): one of the catalogue's categories, or none. */
export function CategoryField({
  name,
  value,
  error,
  set,
  options,
}: {
  name: string
  value: string
  error?: string
  set: Setter
  options: { value: number; label: string }[]
}) {
  return (
    <SelectField
      id={name}
      label="التصنيف"
      placeholder="بلا تصنيف"
      options={options}
      value={value}
      onChange={(e) => set(name, e.target.value)}
      error={error}
    />
  )
}

/**
 * The main fieldset of a catalogue item's form (product, service): the name, the prices, what the
 * catalogue adds (`children`: the category, and a service's duration), the picture and the shown tick.
 */
export function CatalogueItemFields({
  legend,
  nameLabel,
  imageLabel,
  visibleLabel,
  pricePlaceholder,
  data,
  errors,
  set,
  image,
  children,
}: {
  legend: string
  nameLabel: string
  imageLabel: string
  visibleLabel: string
  pricePlaceholder: string
  data: {
    name: string
    price: string
    old_price: string
    image: File | null
    remove_image: boolean
    visible: boolean
  }
  errors: Errors
  set: Setter
  image?: string | null
  children: ReactNode
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <NameField
        label={nameLabel}
        value={data.name}
        error={errors.name}
        set={set}
        maxLength={150}
      />
      <PriceFields
        price={data.price}
        oldPrice={data.old_price}
        errors={errors}
        set={set}
        placeholder={pricePlaceholder}
      />
      {children}
      <ImageFields
        label={imageLabel}
        current={image}
        chosen={data.image}
        remove={data.remove_image}
        error={errors.image}
        set={set}
      />
      <CheckboxField
        id="visible"
        label={visibleLabel}
        checked={data.visible}
        onChange={(e) => set('visible', e.target.checked)}
        error={errors.visible}
      />
    </fieldset>
  )
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
    <TextField
      id="position"
      label="الترتيب"
      hint={hint}
      inputMode="numeric"
      dir="ltr"
      value={value ?? ''}
      onChange={(e) => onChange(typedCount(e.target.value))}
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
  draft,
}: {
  processing: boolean
  submitLabel: string
  cancelUrl: string
  className?: string
  /** the form's draft (inertia/lib/drafts.ts): says when the input came back after a reload */
  draft?: Draft
}) {
  return (
    <div className={className}>
      {draft?.restored && (
        <p className="ui-draft-notice" role="status">
          أعدنا ما كتبته قبل إعادة تحميل الصفحة، ولم يُحفظ بعد.
          <button type="button" className="ui-link-button" onClick={draft.discard}>
            تجاهل ما كتبته
          </button>
        </p>
      )}
      <Button type="submit" loading={processing}>
        {submitLabel}
      </Button>
      <ButtonLink href={cancelUrl} variant="ghost">
        إلغاء
      </ButtonLink>
    </div>
  )
}

/**
 * A record's create or edit page: the browser's title, the heading (the title unless given) with
 * a line under it when there is one, and the form.
 */
export function RecordFormPage({
  title,
  heading = title,
  sub,
  children,
}: {
  title: string
  heading?: string
  sub?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <Seo title={title} />
      <div className="dash-page">
        <header className="dash-page-head">
          <h1>{heading}</h1>
          {sub && <p className="dash-sub">{sub}</p>}
        </header>
        {children}
      </div>
    </>
  )
}
