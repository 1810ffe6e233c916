import type { FormEvent, ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerSessionsController from '#controllers/store/account/customer_sessions_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import { EmailField, PasswordField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { useEarlyEdits } from '~/lib/early_edits'
import '~/css/account.css'

/**
 * The login form (create) and the refused login (store, HTTP 429: `error` and the typed `email`) render
 * this page.
 */
type Props = InferPageProps<CustomerSessionsController, 'create'> &
  Partial<Pick<InferPageProps<CustomerSessionsController, 'store'>, 'email' | 'error'>>

/** /o/{username}/login: email, password, remember me, forgot-password and sign-up links. */
export default function Login({ error, email, username }: Props) {
  const { errors } = usePage().props
  const form = useForm({ email: email ?? '', password: '', remember: false })
  // the browser's autofill, or typing before the page's JavaScript started
  useEarlyEdits()

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(route('store.session.store', { username }), {
      onFinish: () => form.reset('password'),
    })
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
          <Link href={route('store.password.forgot', { username })}>نسيت كلمة المرور؟</Link>
        </div>
        <button type="submit" className="btn btn-primary block" disabled={form.processing}>
          {form.processing ? 'جار الدخول...' : 'دخول'}
        </button>
        <p className="customer-auth-switch">
          <Link href={route('store.login_code.create', { username })}>
            الدخول برمز دون كلمة مرور
          </Link>
        </p>
        <p className="customer-auth-switch">
          ليس لديك حساب؟ <Link href={route('store.signup.create', { username })}>إنشاء حساب</Link>
        </p>
      </form>
    </div>
  )
}

Login.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
