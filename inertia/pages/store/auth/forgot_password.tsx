import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerPasswordsController from '#controllers/store/account/customer_passwords_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import { EmailField } from '~/components/ui/field'
import { route } from '~/lib/route'
import '~/css/account.css'

type Props = InferPageProps<CustomerPasswordsController, 'forgot'>

/** /o/{username}/forgot-password: the e-mail the reset link goes to. */
export default function ForgotPassword({ username, flash }: Props) {
  const form = useForm({ email: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(route('store.password.send', { username }))
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
        <EmailField
          id="email"
          label="البريد الإلكتروني"
          required
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          error={form.errors.email}
        />
        <button type="submit" className="btn btn-primary block" disabled={form.processing}>
          إرسال الرابط
        </button>
        <p className="customer-auth-switch">
          <Link href={route('store.session.create', { username })}>العودة إلى تسجيل الدخول</Link>
        </p>
      </form>
    </div>
  )
}

ForgotPassword.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
