import { useState, type FormEvent } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { Field } from '~/components/ui'
import FormSend, { type FormOutcome } from '~/components/form_send'

/** A form's definition as the server presents it (FormPresenter.definition). */
export interface PublicFormDefinition {
  slug: string
  title: string
  intro: string | null
  successMessage: string
  version: string
  maxFileBytes: number
  fields: {
    key: string
    type: string
    label: string
    help: string | null
    required: boolean
    choices: string[] | null
  }[]
}

type Answers = Record<string, string | string[]>

/**
 * The answers the form starts with: empty, or after a refused send without JavaScript what the
 * visitor typed (the server flashes it back beside the errors). A file is never refilled.
 */
function refilled(form: PublicFormDefinition, typed: Record<string, unknown> | undefined): Answers {
  return Object.fromEntries(
    form.fields.map((field) => {
      const value = field.type === 'file' ? undefined : typed?.[field.key]
      if (field.type === 'choices') {
        const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
        return [field.key, list.filter((item): item is string => typeof item === 'string')]
      }
      return [field.key, typeof value === 'string' ? value : '']
    })
  )
}

/**
 * A merchant's form on either site: every field of the version shown, sent with that version and
 * the files as multipart. The server checks each answer and answers with an Arabic message under its
 * field; a stored submission clears the form and shows the form's thank-you message. The honeypot
 * (`website_url`) is out of sight and out of the tab order: people leave it empty. Without JavaScript
 * the browser posts the form itself and the server redirects back: the page's `errors`, the typed
 * answers and the `formSent` flash (this form's slug and thank-you) are shown as the script would.
 */
export default function PublicForm({
  form,
  action,
}: {
  form: PublicFormDefinition
  action: string
}) {
  const page = usePage<SharedProps>().props
  const initial = refilled(form, page.flash?.formAnswers)
  const state = useForm<{
    version: string
    website_url: string
    answers: Answers
    files: Record<string, File | null>
  }>({ version: form.version, website_url: '', answers: initial, files: {} })
  const sent = page.flash?.formSent?.slug === form.slug ? page.flash.formSent.message : null
  const [outcome, setOutcome] = useState<FormOutcome | null>(
    sent ? { kind: 'success', text: sent } : null
  )
  // after a plain (no-JS) post the errors come with the page; after a script's post, with the form
  const pageErrors = sent ? {} : (page.errors ?? {})
  const errors = (
    state.hasErrors || state.wasSuccessful ? state.errors : { ...pageErrors, ...state.errors }
  ) as Record<string, string>

  function submit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    state.post(action, {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: (visit) => {
        const flash = (visit.props as unknown as SharedProps).flash ?? {}
        if (flash.error) return setOutcome({ kind: 'error', text: flash.error })
        setOutcome({ kind: 'success', text: flash.formSent?.message ?? form.successMessage })
        state.reset()
        ;(event.target as HTMLFormElement).reset()
      },
    })
  }

  const setAnswer = (key: string, value: string | string[]) =>
    state.setData('answers', { ...state.data.answers, [key]: value })

  return (
    <form
      onSubmit={submit}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      className="card contact-form public-form"
      aria-label={form.title}
    >
      {errors.form && (
        <div className="form-alert is-error" role="alert">
          <p>{errors.form}</p>
        </div>
      )}
      {form.fields.map((field) => {
        const id = `form-${field.key}`
        const error = errors[`answers.${field.key}`]
        const value = state.data.answers[field.key]
        const describedBy = error ? `${id}-error` : field.help ? `${id}-hint` : undefined
        const common = {
          'id': id,
          'name': `answers[${field.key}]`,
          'required': field.required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        }
        if (field.type === 'choice' || field.type === 'choices') {
          const many = field.type === 'choices'
          return (
            <fieldset
              key={field.key}
              id={id}
              tabIndex={-1}
              role={many ? 'group' : 'radiogroup'}
              className={`ui-field public-form-choices${error ? ' has-error' : ''}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            >
              <legend className={field.required ? 'is-required' : undefined}>{field.label}</legend>
              {(field.choices ?? []).map((choice, index) => {
                const checked = many ? (value as string[]).includes(choice) : value === choice
                return (
                  <label key={choice} className="ui-check" htmlFor={`${id}-${index}`}>
                    <input
                      id={`${id}-${index}`}
                      type={many ? 'checkbox' : 'radio'}
                      name={many ? `answers[${field.key}][]` : `answers[${field.key}]`}
                      value={choice}
                      checked={checked}
                      onChange={() => {
                        if (!many) return setAnswer(field.key, choice)
                        const list = value as string[]
                        setAnswer(
                          field.key,
                          checked ? list.filter((item) => item !== choice) : [...list, choice]
                        )
                      }}
                    />
                    <span>{choice}</span>
                  </label>
                )
              })}
              {field.help && !error && (
                <p className="ui-hint" id={`${id}-hint`}>
                  {field.help}
                </p>
              )}
              {error && (
                <p className="ui-error" id={`${id}-error`} role="alert">
                  {error}
                </p>
              )}
            </fieldset>
          )
        }
        return (
          <Field
            key={field.key}
            id={id}
            label={field.label}
            hint={field.help}
            error={error}
            required={field.required}
          >
            {field.type === 'long_text' ? (
              <textarea
                {...common}
                rows={5}
                maxLength={3000}
                value={value as string}
                onChange={(event) => setAnswer(field.key, event.target.value)}
              />
            ) : field.type === 'file' ? (
              // the browser's own file button speaks the browser's language: an Arabic one stands in
              <div className="public-form-file">
                <input
                  {...common}
                  className="visually-hidden ui-file-input"
                  name={`files[${field.key}]`}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
                  onChange={(event) =>
                    state.setData('files', {
                      ...state.data.files,
                      [field.key]: event.target.files?.[0] ?? null,
                    })
                  }
                />
                <label htmlFor={id} className="btn btn-outline ui-file-button" aria-hidden="true">
                  اختر ملفا
                </label>
                <span className="ui-file-name">
                  {state.data.files[field.key]?.name ?? 'لم تختر ملفا بعد'}
                </span>
              </div>
            ) : (
              <input
                {...common}
                type={
                  field.type === 'email'
                    ? 'email'
                    : field.type === 'mobile'
                      ? 'tel'
                      : field.type === 'date'
                        ? 'date'
                        : 'text'
                }
                inputMode={
                  field.type === 'number' ? 'decimal' : field.type === 'mobile' ? 'tel' : undefined
                }
                dir={['email', 'mobile', 'number'].includes(field.type) ? 'ltr' : undefined}
                autoComplete={
                  field.type === 'email' ? 'email' : field.type === 'mobile' ? 'tel' : undefined
                }
                maxLength={field.type === 'short_text' ? 200 : 150}
                value={value as string}
                onChange={(event) => setAnswer(field.key, event.target.value)}
              />
            )}
          </Field>
        )
      })}
      <div className="public-form-trap" aria-hidden="true">
        <label htmlFor={`trap-${form.slug}`}>اترك هذا الحقل فارغا</label>
        <input
          id={`trap-${form.slug}`}
          name="website_url"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={state.data.website_url}
          onChange={(event) => state.setData('website_url', event.target.value)}
        />
      </div>
      <FormSend processing={state.processing} outcome={outcome} />
    </form>
  )
}
