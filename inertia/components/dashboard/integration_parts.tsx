// Pieces of the integrations pages: a secret shown once, a list of checkboxes, and the card that adds one.
import { useState, type ComponentProps } from 'react'
import '../../css/dashboard_integrations.css'
import { Button, TextField } from '~/components/ui'
import FormCard from '~/components/dashboard/form_card'
import { useAddForm } from '~/components/dashboard/use_add_form'
import { bindField } from '~/lib/bind_field'
import { copyText } from '~/lib/clipboard'

/** A key or signing secret shown right after it is made, with a copy button: it is never shown again. */
export function SecretOnce({ title, value, note }: { title: string; value: string; note: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await copyText(value)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <section className="dash-card integ-secret" role="status" aria-live="polite">
      <h2>{title}</h2>
      <p className="dash-muted">{note}</p>
      <div className="integ-secret-row">
        <code dir="ltr" className="integ-secret-value">
          {value}
        </code>
        <Button variant="outline" onClick={copy}>
          {copied ? 'تم النسخ' : 'نسخ'}
        </Button>
      </div>
    </section>
  )
}

/** Checkboxes of a multiple choice (scopes, events), with the server's message under them. */
function CheckList({
  id,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  id: string
  legend: string
  options: { value: string; label: string }[]
  value: string[]
  error?: string
  onChange: (value: string[]) => void
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((item) => item !== option))
  return (
    <fieldset className={`integ-checklist${error ? ' has-error' : ''}`} id={id}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="integ-check">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <span>{option.label}</span>
          <code dir="ltr">{option.value}</code>
        </label>
      ))}
      {error && (
        <p className="ui-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/**
 * The card that adds an API key or a webhook address: one text field (`field`, its `name` the
 * field's) and a checklist (`list`), posted to `action` and emptied once saved.
 */
export function NewIntegrationCard({
  id,
  title,
  submitLabel,
  action,
  field,
  list,
}: {
  id: string
  title: string
  submitLabel: string
  action: string
  field: { name: string } & Omit<
    ComponentProps<typeof TextField>,
    'id' | 'name' | 'value' | 'error'
  >
  list: Omit<ComponentProps<typeof CheckList>, 'id' | 'value' | 'error' | 'onChange'> & {
    name: string
  }
}) {
  const { form, add } = useAddForm<Record<string, string | string[]>>(action, {
    [field.name]: '',
    [list.name]: [],
  })
  const errors = form.errors as Record<string, string | undefined>
  const { name, ...input } = field
  return (
    <FormCard
      id={id}
      title={title}
      onSubmit={add}
      submitLabel={submitLabel}
      processing={form.processing}
    >
      <TextField id={name} {...input} {...bindField(form, name)} required />
      <CheckList
        id={list.name}
        legend={list.legend}
        options={list.options}
        value={form.data[list.name] as string[]}
        error={errors[list.name] ?? errors[`${list.name}.0`]}
        onChange={(value) => form.setData(list.name, value)}
      />
    </FormCard>
  )
}
