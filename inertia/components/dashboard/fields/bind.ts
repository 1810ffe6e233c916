// Binds the dashboard's non-text fields to an Inertia form: a select of fixed choices, an optional id, a value field.
import type { ChangeEvent } from 'react'
import type { InertiaFormProps } from '@inertiajs/react'
import { bindField } from '~/lib/bind_field'

/** The form's fields that hold one of a few words (a select's choices). */
type ChoiceKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/** The form's fields that hold a chosen record's id, or null for none. */
type IdKeys<T> = { [K in keyof T]: T[K] extends number | null ? K : never }[keyof T] & string

function setterOf<T extends object>(form: InertiaFormProps<T>) {
  return form.setData as unknown as (key: string, value: unknown) => void
}

function errorOf<T extends object>(form: InertiaFormProps<T>, name: string) {
  return (form.errors as Record<string, string | undefined>)[name]
}

/**
 * `<SelectField label="…" options={…} {...bindChoice(form, 'type')} />`: the id, the chosen word, choosing
 * another and the error of a field whose value is one of the select's options.
 */
export function bindChoice<T extends object, K extends ChoiceKeys<T>>(
  form: InertiaFormProps<T>,
  name: K
) {
  return {
    id: name,
    value: form.data[name] as string,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => setterOf(form)(name, event.target.value),
    error: errorOf(form, name),
  }
}

/**
 * `<SelectField label="…" options={…} {...bindId(form, 'section_id')} />`: a select of records whose empty
 * choice means none: the id as a number, null when none is chosen.
 */
export function bindId<T extends object>(form: InertiaFormProps<T>, name: IdKeys<T>) {
  const chosen = form.data[name] as number | null
  return {
    id: name,
    value: chosen === null ? '' : String(chosen),
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      setterOf(form)(name, event.target.value ? Number(event.target.value) : null),
    error: errorOf(form, name),
  }
}

/**
 * `<ColorField label="…" {...bindValue(form, 'button_color')} />`: the id, value, error and setter of a
 * field that hands its new value to `onChange` (a colour, a list position).
 */
export function bindValue<T extends object, K extends keyof T & string>(
  form: InertiaFormProps<T>,
  name: K
) {
  return {
    id: name,
    value: form.data[name],
    onChange: (value: T[K]) => setterOf(form)(name, value),
    error: errorOf(form, name),
  }
}

/**
 * `<TextField label="…" {...bindNamed(form, 'address')} />`: bindField with the field's name as its id, for
 * the forms whose ids are the request's names.
 */
export function bindNamed<T extends object>(
  form: InertiaFormProps<T>,
  name: Parameters<typeof bindField<T>>[1]
) {
  return { id: name, ...bindField(form, name) }
}
