import { useState } from 'react'
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

/** The id the control points at with aria-describedby: its error, else its hint. */
export const describedBy = (id: string, hint?: unknown, error?: unknown) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined

/**
 * A labelled form control with its hint under it, or its error in the hint's place, right to left. Every form of every
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
      {hint && !error && (
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

/** A password in a Field, with a show/hide button; the text stays left to right. */
export function PasswordField({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false)
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={input.required}
      className={className}
    >
      <div className="ui-password">
        <input
          id={id}
          name={id}
          dir="ltr"
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
          type={shown ? 'text' : 'password'}
        />
        <button
          type="button"
          className="ui-password-toggle"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          aria-controls={id}
        >
          {shown ? 'إخفاء' : 'إظهار'}
        </button>
      </div>
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
