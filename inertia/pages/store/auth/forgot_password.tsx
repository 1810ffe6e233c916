import type { FormEvent, ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import AccountField from '~/components/account_field'
import type { SharedProps } from '~/types'
import '~/css/account.css'

/** /o/{username}/forgot-password: the e-mail the reset link goes to. */
export default function ForgotPassword() {
  const { username, flash } = usePage<SharedProps>().props
  const base = `/o/${username}`
  const form = useForm({ email: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(`${base}/forgot-password`)
  }

  return (
    <div className="container customer-auth-page">
      <Seo title="نسيت كلمة المرور" />
      <form
        className="card customer-auth-card"
        onSubmit={submit}
        noValidate
        aria-label="نسيت كلمة المرور"
      >
        <h1>نسيت كلمة المرور</h1>
        <p className="muted small">
          اكتب بريدك الإلكتروني وسنرسل لك رابطا لاختيار كلمة مرور جديدة.
        </p>
        {flash.success && (
          <p className="form-note" role="status">
            {flash.success}
          </p>
        )}
        <AccountField
          id="email"
          label="البريد الإلكتروني"
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          error={form.errors.email}
        />
        <button type="submit" className="btn btn-primary block" disabled={form.processing}>
          إرسال الرابط
        </button>
        <p className="customer-auth-switch">
          <Link href={`${base}/login`}>العودة إلى تسجيل الدخول</Link>
        </p>
      </form>
    </div>
  )
}

ForgotPassword.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
