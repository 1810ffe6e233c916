import type { FormEvent, ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import AccountField from '~/components/account_field'
import type { SharedProps } from '~/types'
import '~/css/account.css'

interface Props {
  /** set when the login was refused for too many attempts (HTTP 429) */
  error?: string
  email?: string
}

/** /o/{username}/login: email, password, remember me, forgot-password and sign-up links. */
export default function Login({ error, email }: Props) {
  const { username, errors } = usePage<SharedProps>().props
  const base = `/o/${username}`
  const form = useForm({ email: email ?? '', password: '', remember: false })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(`${base}/login`, { onFinish: () => form.reset('password') })
  }

  const refused = error ?? errors?.login

  return (
    <div className="container customer-auth-page">
      <Seo title="تسجيل الدخول" />
      <form
        className="card customer-auth-card"
        onSubmit={submit}
        noValidate
        aria-label="تسجيل الدخول"
      >
        <h1>تسجيل الدخول</h1>
        {refused && (
          <p className="form-alert" role="alert">
            {refused}
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
        <AccountField
          id="password"
          label="كلمة المرور"
          type="password"
          autoComplete="current-password"
          required
          value={form.data.password}
          onChange={(e) => form.setData('password', e.target.value)}
          error={form.errors.password}
        />
        <div className="customer-auth-row">
          <label className="account-check">
            <input
              type="checkbox"
              name="remember"
              checked={form.data.remember}
              onChange={(e) => form.setData('remember', e.target.checked)}
            />
            تذكرني
          </label>
          <Link href={`${base}/forgot-password`}>نسيت كلمة المرور؟</Link>
        </div>
        <button type="submit" className="btn btn-primary block" disabled={form.processing}>
          {form.processing ? 'جار الدخول...' : 'دخول'}
        </button>
        <p className="customer-auth-switch">
          ليس لديك حساب؟ <Link href={`${base}/signup`}>إنشاء حساب</Link>
        </p>
      </form>
    </div>
  )
}

Login.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
