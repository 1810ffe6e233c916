// One answer among a few as radio cards (the onboarding's activity and entity), and its binding to a form.
import type { InertiaFormProps } from '@inertiajs/react'

/** One answer among a few as radio cards, with the server's message under them. */
export function ChoiceGrid({
  className,
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  className: string
  legend: string
  name: string
  options: { code: string; label: string }[]
  value: string
  error?: string
  onChange: (code: string) => void
}) {
  return (
    <>
      <fieldset className={className}>
        <legend>{legend}</legend>
        {options.map((option) => (
          <label key={option.code} className="choice">
            <input
              type="radio"
              name={name}
              value={option.code}
              checked={value === option.code}
              onChange={() => onChange(option.code)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="fieldset-error" role="alert">
          {error}
        </p>
      )}
    </>
  )
}

/** The form's fields that hold a chosen code. */
type ChoiceKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/** A radio group's name, answer, message and choosing, by the form's field: `{...bindChoice(form, 'entity_type')}`. */
export function bindChoice<T extends object>(form: InertiaFormProps<T>, name: ChoiceKeys<T>) {
  const setData = form.setData as unknown as (key: string, value: string) => void
  return {
    name,
    value: form.data[name] as string,
    error: (form.errors as Record<string, string | undefined>)[name],
    onChange: (code: string) => setData(name, code),
  }
}
