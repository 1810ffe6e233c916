import { useState } from 'react'
import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import type { SharedProps } from '~/types'

const SENT = 'تم استلام رسالتك، سنتواصل معك قريبا.'

/**
 * The contact form (name, e-mail, message). The server validates it and answers with Arabic field
 * errors under each field; what was typed stays in the fields. A refused send (too many messages)
 * comes back as a flash error and keeps the text too; a stored one clears the form and confirms.
 * `action` is where it posts.
 */
export default function ContactForm({ action, title }: { action: string; title?: string }) {
  const form = useForm({ name: '', email: '', message: '' })
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    form.post(action, {
      preserveScroll: true,
      onSuccess: (page) => {
        const flash = (page.props as unknown as SharedProps).flash ?? {}
        if (flash.error) {
          setOutcome({ kind: 'error', text: flash.error })
          return
        }
        setOutcome({ kind: 'success', text: flash.success ?? SENT })
        form.reset()
      },
      onError: () => setOutcome(null),
    })
  }

  const field = (name: 'name' | 'email' | 'message') => ({
    'id': `contact-${name}`,
    name,
    'required': true,
    'value': form.data[name],
    'aria-invalid': Boolean(form.errors[name]),
    'aria-describedby': form.errors[name] ? `contact-${name}-error` : undefined,
    'onChange': (e: { target: { value: string } }) => form.setData(name, e.target.value),
  })

  const error = (name: 'name' | 'email' | 'message') =>
    form.errors[name] && (
      <span className="error" id={`contact-${name}-error`}>
        {form.errors[name]}
      </span>
    )

  return (
    <form
      onSubmit={submit}
      method="post"
      action={action}
      noValidate
      className="card contact-form"
      aria-label={title ?? 'نموذج التواصل'}
    >
      <div className="field">
        <label htmlFor="contact-name">الاسم</label>
        <input {...field('name')} autoComplete="name" maxLength={100} />
        {error('name')}
      </div>
      <div className="field">
        <label htmlFor="contact-email">البريد الإلكتروني</label>
        <input {...field('email')} type="email" dir="ltr" autoComplete="email" maxLength={100} />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor="contact-message">رسالتك</label>
        <textarea {...field('message')} rows={5} maxLength={2000} />
        {error('message')}
      </div>
      <button type="submit" className="btn btn-primary" disabled={form.processing}>
        {form.processing ? 'جار الإرسال...' : 'إرسال'}
      </button>
      {outcome && (
        <div
          className={`form-alert is-${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{outcome.text}</p>
        </div>
      )}
    </form>
  )
}
