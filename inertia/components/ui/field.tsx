import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react'

interface FieldProps {
  id: string
  label: ReactNode
  /** a short help line under the control */
  hint?: ReactNode
  /** the server's Arabic message for this field */
  error?: string
  required?: boolean
  className?: string
  children: ReactNode
}

/** Ids the control points at with aria-describedby: its hint and its error. */
export const describedBy = (id: string, hint?: unknown, error?: unknown) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

/**
 * A labelled form control with its hint and its error under it, right to left. Every form of every
 * area uses it, so labels, errors and their ARIA links look and behave the same everywhere.
 */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={`ui-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="ui-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="ui-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

type Common = { id: string; label: ReactNode; hint?: ReactNode; error?: string }

/** An input in a Field; `name` defaults to the id. */
export function TextField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={input.required}
      className={className}
    >
      <input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Field>
  )
}

/** A textarea in a Field. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  className,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={textarea.required}
      className={className}
    >
      <textarea
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </Field>
  )
}

/** A select in a Field, from a list of options. */
export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  options,
  placeholder,
  ...select
}: Common & {
  options: { value: string | number; label: string }[]
  placeholder?: string
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={select.required}
      className={className}
    >
      <select
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** A checkbox with its label beside it (and its error under it). */
export function CheckboxField({
  id,
  label,
  error,
  className,
  ...input
}: Omit<Common, 'hint'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`ui-check${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        <input
          id={id}
          name={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p className="ui-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
