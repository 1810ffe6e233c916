// A record form's plumbing: the field setters and binder, the submit handler, the image-or-not body.
import type { ChangeEvent, FormEvent } from 'react'

export type Setter = (key: string, value: unknown) => void
export type Errors = Partial<Record<string, string>>

/** Sends the file only when one was chosen: the request is multipart then. */
export function withChosenImage<T extends { image: File | null }>(data: T) {
  const { image, ...rest } = data
  return image ? data : rest
}

/** A form field's setter that also clears the field's old message, as soon as it is corrected. */
function fieldSetter(form: {
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
function fieldBinder<Data extends object>(
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
 * A text field's id, value, message and typing in it, by the field's name (the id is the name):
 * `<TextField label="…" {...text('sku')} />`.
 */
function textBinder<Data extends object>(
  form: { data: Data; errors: Partial<Record<keyof Data, string>> },
  set: Setter
) {
  return <Key extends keyof Data & string>(name: Key) => ({
    id: name,
    value: form.data[name] as string,
    error: form.errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, event.target.value),
  })
}

/**
 * A catalogue form's helpers (product, service, category): the setter that clears a field's message
 * as it is corrected, the binder of the record fields and the text binder.
 */
export function catalogueFormTools<Data extends object>(form: {
  data: Data
  errors: Partial<Record<keyof Data, string>>
  setData: unknown
  clearErrors: (...fields: never[]) => void
}) {
  const set = fieldSetter(form)
  return { set, bind: fieldBinder(form, set), text: textBinder(form, set) }
}

/**
 * A content form's helpers: its messages by any field name (`items.0.name` too), the plain setter,
 * the binder and the text binder.
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
    text: textBinder(form, set),
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
