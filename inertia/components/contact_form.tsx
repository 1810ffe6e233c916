import { useState } from 'react'
import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { EmailField, TextAreaField, TextField } from '~/components/ui/field'
import FormSend, { type FormOutcome } from '~/components/form_send'

const SENT = 'تم استلام رسالتك، سنتواصل معك قريبا.'

/**
 * The contact form (name, e-mail, message). The server validates it and answers with Arabic field
 * errors under each field; what was typed stays in the fields. A refused send (too many messages)
 * comes back as a flash error and keeps the text too; a stored one clears the form and confirms.
 * `action` is where it posts.
 */
export default function ContactForm({ action, title }: { action: string; title?: string }) {
  const form = useForm({ name: '', email: '', message: '' })
  const [outcome, setOutcome] = useState<FormOutcome | null>(null)

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
    id: `contact-${name}`,
    name,
    required: true,
    value: form.data[name],
    error: form.errors[name],
    onChange: (e: { target: { value: string } }) => form.setData(name, e.target.value),
  })

  return (
    <form
      onSubmit={submit}
      method="post"
      action={action}
      noValidate
      className="card contact-form"
      aria-label={title ?? 'نموذج التواصل'}
    >
      <TextField label="الاسم" {...field('name')} autoComplete="name" maxLength={100} />
      <EmailField label="البريد الإلكتروني" {...field('email')} />
      <TextAreaField label="رسالتك" {...field('message')} rows={5} maxLength={2000} />
      <FormSend processing={form.processing} outcome={outcome} />
    </form>
  )
}
