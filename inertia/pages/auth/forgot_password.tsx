import type { ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import { EmailField } from '~/components/ui/field'
import { route } from '~/lib/route'
import Seo from '~/components/seo'
import AuthLayout from '~/layouts/auth_layout'
import { bindField } from '~/lib/bind_field'
import { AuthForm } from '~/components/auth/auth_form'

/** 'Forgot password': the e-mail that receives the reset link. */
export default function ForgotPassword() {
  const { flash } = usePage<SharedProps>().props
  const form = useForm({ email: '' })

  return (
    <>
      <Seo title="نسيت كلمة المرور" />
      <section className="auth-card">
        <h1>نسيت كلمة المرور؟</h1>
        <p className="lead">أدخل بريدك الإلكتروني وسنرسل لك رابطا لاختيار كلمة مرور جديدة.</p>

        {flash.success && (
          <div className="alert alert-success" role="status">
            {flash.success}
          </div>
        )}

        <AuthForm
          label="نسيت كلمة المرور"
          onSubmit={() => form.post(route('auth.password_forgot.store'), { preserveScroll: true })}
          submitLabel="إرسال الرابط"
          busyLabel="جار الإرسال..."
          processing={form.processing}
        >
          <EmailField
            id="forgot-email"
            label="البريد الإلكتروني"
            name="email"
            required
            {...bindField(form, 'email')}
          />
        </AuthForm>

        <p className="auth-switch">
          تذكرتها؟ <Link href={route('auth.session.create')}>تسجيل الدخول</Link>
        </p>
      </section>
    </>
  )
}

ForgotPassword.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
