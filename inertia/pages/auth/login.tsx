import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SessionController from '#controllers/auth/session_controller'
import AuthLayout from '~/layouts/auth_layout'
import { EmailField, PasswordField } from '~/components/ui/field'
import { route } from '~/lib/route'
import type { SharedProps } from '~/types'
import { bindField } from '~/lib/bind_field'
import { AuthForm } from '~/components/auth/auth_form'

/** `throttled` is set when this address failed 5 times in a minute (HTTP 429). */
type Props = InferPageProps<SessionController, 'create' | 'store'>

/** Merchant login. */
export default function Login({ throttled }: Props) {
  const { errors } = usePage<SharedProps>().props
  const form = useForm({ email: throttled?.email ?? '', password: '', remember: false })
  const [wait, setWait] = useState(throttled?.retryAfter ?? 0)

  useEffect(() => {
    setWait(throttled?.retryAfter ?? 0)
    if (!throttled) return
    const timer = setInterval(() => setWait((value) => (value <= 1 ? 0 : value - 1)), 1000)
    return () => clearInterval(timer)
  }, [throttled])

  const failure = wait > 0 ? throttled?.message : errors?.login

  return (
    <>
      <Seo title="تسجيل الدخول" />
      <section className="auth-card">
        <h1>تسجيل الدخول</h1>
        <p className="lead">أدر موقعك ومتجرك من حسابك في صفحتي.</p>

        {failure && (
          <div className="alert alert-error" role="alert">
            {failure}
            {wait > 0 && (
              <>
                {' '}
                (<span dir="ltr">{wait}</span>)
              </>
            )}
          </div>
        )}

        <AuthForm
          label="تسجيل الدخول"
          onSubmit={() =>
            form.post(route('auth.session.store'), { onFinish: () => form.reset('password') })
          }
          submitLabel="دخول"
          busyLabel="جار الدخول..."
          processing={form.processing}
          disabled={wait > 0}
        >
          <EmailField
            id="login-email"
            label="البريد الإلكتروني"
            name="email"
            required
            {...bindField(form, 'email')}
          />

          <PasswordField
            id="login-password"
            label="كلمة المرور"
            name="password"
            autoComplete="current-password"
            {...bindField(form, 'password')}
          />

          <label className="check">
            <input
              type="checkbox"
              name="remember"
              checked={form.data.remember}
              onChange={(e) => form.setData('remember', e.target.checked)}
            />
            تذكرني
          </label>
        </AuthForm>

        <div className="auth-links">
          <Link href={route('auth.password_forgot.create')}>نسيت كلمة المرور؟</Link>
          <Link href={route('auth.signup.create')}>إنشاء حساب جديد</Link>
        </div>
      </section>
    </>
  )
}

Login.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
