// Binds a text control to one field of an Inertia form: its value, what typing in it does, its error.
import type { ChangeEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'

/** The form's fields that may hold what was typed (a text, or a number kept as typed). */
type TextKeys<T> = { [K in keyof T]: string extends T[K] ? K : never }[keyof T] & string

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * `<TextField id="name" {...bindField(form, 'name')} />`: the value, onChange and error of `name`, for the UI
 * kit's fields (the record forms' own fields take `fieldBinder`, which hands them a setter instead).
 */
export function bindField<T extends object>(form: InertiaFormProps<T>, name: TextKeys<T>) {
  const setData = form.setData as unknown as (key: string, value: string) => void
  return {
    value: form.data[name] as string | number,
    onChange: (event: ChangeEvent<Control>) => setData(name, event.target.value),
    error: (form.errors as Record<string, string | undefined>)[name],
  }
}

/** The form's fields that hold a yes or no. */
type FlagKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string

/** `<CheckboxField id="visible" {...bindCheckbox(form, 'visible')} />`: whether it is ticked, and ticking it. */
export function bindCheckbox<T extends object>(form: InertiaFormProps<T>, name: FlagKeys<T>) {
  const setData = form.setData as unknown as (key: string, value: boolean) => void
  return {
    checked: form.data[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setData(name, event.target.checked),
  }
}
