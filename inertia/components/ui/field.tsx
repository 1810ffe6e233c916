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
 * A labelled form control with its hint under it, or its error in the hint's place, right to left.
 * Every form of every area uses it, so labels, errors and their ARIA links look and behave the same
 * everywhere.
 */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={`ui-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      {/* the star of a required field is drawn by CSS: the label's text stays the label */}
      <label htmlFor={id} className={required ? 'is-required' : undefined}>
        {label}
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

type Common = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  className?: string
  required?: boolean
}

/**
 * Splits a field's props: what the Field frame takes, and the control's own attributes with its id,
 * its `name` (the id unless given) and its ARIA links to the hint and the error.
 */
function split<Rest extends object>({ id, label, hint, error, className, ...rest }: Common & Rest) {
  const frame = { id, label, hint, error, className, required: rest.required }
  const control = {
    'id': id,
    'name': id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    ...rest,
  }
  return { frame, control }
}

/** A control in its Field frame: `render` draws the control from its own attributes. */
function framed<Rest extends object>(
  props: Common & Rest,
  render: (control: ReturnType<typeof split<Rest>>['control']) => ReactNode
) {
  const { frame, control } = split(props)
  return <Field {...frame}>{render(control)}</Field>
}

/** An input in a Field; `name` defaults to the id. */
export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return framed(props, (control) => <input {...control} />)
}

/** An e-mail address: typed left to right, the e-mail keyboard, the browser's saved address. */
export function EmailField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <TextField
      type="email"
      dir="ltr"
      autoComplete="email"
      inputMode="email"
      maxLength={100}
      {...props}
    />
  )
}

/** A person's name («الاسم» unless labelled otherwise): the browser's saved name, 50 characters at the most. */
export function NameField(
  props: Omit<Common, 'label'> & { label?: ReactNode } & InputHTMLAttributes<HTMLInputElement>
) {
  return <TextField label="الاسم" autoComplete="name" maxLength={50} {...props} />
}

/** A number typed as digits, left to right: an amount in riyals (`decimal`) or a count. */
export function NumberField({
  decimal,
  ...props
}: Common & InputHTMLAttributes<HTMLInputElement> & { decimal?: boolean }) {
  return <TextField inputMode={decimal ? 'decimal' : 'numeric'} dir="ltr" {...props} />
}

/** A Saudi mobile: the phone keypad, left to right, 05XXXXXXXX (the server accepts +966 and ٠-٩ too). */
export function MobileField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <TextField
      type="tel"
      dir="ltr"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={20}
      placeholder="05XXXXXXXX"
      {...props}
    />
  )
}

/** A password in a Field, with a show/hide button; the text stays left to right. */
export function PasswordField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [shown, setShown] = useState(false)
  return framed(props, (control) => (
    <div className="ui-password">
      <input dir="ltr" maxLength={120} {...control} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="ui-password-toggle"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-controls={props.id}
      >
        {shown ? 'إخفاء' : 'إظهار'}
      </button>
    </div>
  ))
}

/** A textarea in a Field. */
export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return framed(props, (control) => <textarea {...control} />)
}

/** A select in a Field, from a list of options. */
export function SelectField({
  options,
  placeholder,
  ...props
}: Common & {
  options: { value: string | number; label: string }[]
  placeholder?: string
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return framed(props, (control) => (
    <select {...control}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ))
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
