import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerRegistrationsController from '#controllers/store/account/customer_registrations_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import { EmailField, MobileField, PasswordField, TextField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { useEarlyEdits } from '~/lib/early_edits'
import '~/css/account.css'

type Props = InferPageProps<CustomerRegistrationsController, 'create'>

/** /o/{username}/signup: name, mobile, email, password, with a link to login. */
export default function Signup({ username, website }: Props) {
  const form = useForm({ name: '', mobile: '', email: '', password: '' })
  useEarlyEdits()

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(route('store.signup.store', { username }), { onFinish: () => form.reset('password') })
  }

  return (
    <div className="container customer-auth-page">
      <Seo title="إنشاء حساب" />
      <form
        className="card customer-auth-card"
        onSubmit={submit}
        noValidate
        aria-label="إنشاء حساب"
      >
        <h1>إنشاء حساب</h1>
        <p className="muted small">حساب في {website.name} لمتابعة طلباتك وعناوينك.</p>
        <TextField
          id="name"
          label="الاسم"
          autoComplete="name"
          required
          value={form.data.name}
          onChange={(e) => form.setData('name', e.target.value)}
          error={form.errors.name}
        />
        <MobileField
          id="mobile"
          label="رقم الجوال"
          hint="يتواصل معك المتجر عليه بشأن طلباتك، ويمكنك الدخول برمز يصلك في رسالة نصية."
          required
          value={form.data.mobile}
          onChange={(e) => form.setData('mobile', e.target.value)}
          error={form.errors.mobile}
        />
        <EmailField
          id="email"
          label="البريد الإلكتروني"
          required
          value={form.data.email}
          onChange={(e) => form.setData('email', e.target.value)}
          error={form.errors.email}
        />
        <PasswordField
          id="password"
          label="كلمة المرور"
          autoComplete="new-password"
          required
          minLength={6}
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
          error={form.errors.password}
        />
        <button type="submit" className="btn btn-primary block" disabled={form.processing}>
          {form.processing ? 'جار إنشاء الحساب...' : 'إنشاء حساب'}
        </button>
        <p className="customer-auth-switch">
          لديك حساب؟ <Link href={route('store.session.create', { username })}>تسجيل الدخول</Link>
        </p>
      </form>
    </div>
  )
}

Signup.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
