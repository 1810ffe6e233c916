import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'

/**
 * The contact form (name, e-mail, message). The server validates it and answers with Arabic field
 * errors; what was typed stays in the fields. `action` is where it posts.
 */
export default function ContactForm({ action }: { action: string }) {
  const form = useForm({ name: '', email: '', message: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(action, { preserveScroll: true, onSuccess: () => form.reset() })
  }

  return (
    <form onSubmit={submit} noValidate className="card contact-form" aria-label="نموذج التواصل">
      <div className="field">
        <label htmlFor="contact-name">الاسم</label>
        <input
          id="contact-name"
          name="name"
          required
          value={form.data.name}
          onChange={(e) => form.setData('name', e.target.value)}
          aria-invalid={Boolean(form.errors.name)}
        />
        {form.errors.name && <span className="error">{form.errors.name}</span>}
      </div>
      <div className="field">
        <label htmlFor="contact-email">البريد الإلكتروني</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          dir="ltr"
          required
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          aria-invalid={Boolean(form.errors.email)}
        />
        {form.errors.email && <span className="error">{form.errors.email}</span>}
      </div>
      <div className="field">
        <label htmlFor="contact-message">رسالتك</label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          required
          value={form.data.message}
          onChange={(e) => form.setData('message', e.target.value)}
          aria-invalid={Boolean(form.errors.message)}
        />
        {form.errors.message && <span className="error">{form.errors.message}</span>}
      </div>
      <button type="submit" className="btn btn-primary" disabled={form.processing}>
        {form.processing ? 'جار الإرسال...' : 'إرسال'}
      </button>
      {form.recentlySuccessful && (
        <p className="success-note" role="status">
          تم استلام رسالتك، سنتواصل معك قريبا.
        </p>
      )}
    </form>
  )
}
