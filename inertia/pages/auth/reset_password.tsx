import type { FormEvent, ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PasswordResetController from '#controllers/auth/password_reset_controller'
import AuthLayout, { FieldError, PasswordInput } from '~/layouts/auth_layout'
import { route } from '~/lib/route'

type Props = InferPageProps<PasswordResetController, 'edit' | 'update'>

/** The page behind the reset link: a new password, typed twice. */
export default function ResetPassword({ valid, email }: Props) {
  const { url } = usePage()
  const form = useForm({ password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    // the form posts back to the signed address it was opened from
    form.post(url, { onFinish: () => form.reset() })
  }

  if (!valid) {
    return (
      <>
        <Seo title="رابط غير صالح" />
        <section className="auth-card center">
          <h1>الرابط غير صالح</h1>
          <p className="lead">
            انتهت صلاحية رابط إعادة تعيين كلمة المرور أو استخدم من قبل أو نسخ ناقصا. اطلب رابطا
            جديدا.
          </p>
          <Link href={route('auth.password_forgot.create')} className="btn btn-primary btn-block">
            طلب رابط جديد
          </Link>
        </section>
      </>
    )
  }

  return (
    <>
      <Seo title="كلمة مرور جديدة" />
      <section className="auth-card">
        <h1>اختر كلمة مرور جديدة</h1>
        <p className="lead">
          كلمة المرور الجديدة للحساب
          <span className="email-line" dir="ltr">
            {email}
          </span>
          وستنتهي جلساتك على الأجهزة الأخرى.
        </p>
        <form onSubmit={submit} noValidate className="auth-form" aria-label="كلمة مرور جديدة">
          <div className="field">
            <label htmlFor="reset-password">كلمة المرور الجديدة</label>
            <PasswordInput
              id="reset-password"
              name="password"
              value={form.data.password}
              onChange={(value) => form.setData('password', value)}
              invalid={Boolean(form.errors.password)}
              autoComplete="new-password"
            />
            <FieldError id="reset-password-error">{form.errors.password}</FieldError>
          </div>
          <div className="field">
            <label htmlFor="reset-password-confirmation">تأكيد كلمة المرور</label>
            <PasswordInput
              id="reset-password-confirmation"
              name="password_confirmation"
              value={form.data.password_confirmation}
              onChange={(value) => form.setData('password_confirmation', value)}
              invalid={Boolean(form.errors.password_confirmation)}
              autoComplete="new-password"
            />
            <FieldError id="reset-password-confirmation-error">
              {form.errors.password_confirmation}
            </FieldError>
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={form.processing}>
            {form.processing ? 'جار الحفظ...' : 'حفظ كلمة المرور'}
          </button>
        </form>
      </section>
    </>
  )
}

ResetPassword.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
