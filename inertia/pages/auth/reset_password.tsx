import type { FormEvent, ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PasswordResetController from '#controllers/auth/password_reset_controller'
import AuthLayout from '~/layouts/auth_layout'
import { PasswordField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
import { AuthSubmit } from '~/components/auth/auth_submit'

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
          <PasswordField
            id="reset-password"
            label="كلمة المرور الجديدة"
            name="password"
            autoComplete="new-password"
            {...bindField(form, 'password')}
          />
          <PasswordField
            id="reset-password-confirmation"
            label="تأكيد كلمة المرور"
            name="password_confirmation"
            autoComplete="new-password"
            {...bindField(form, 'password_confirmation')}
          />
          <AuthSubmit
            label="حفظ كلمة المرور"
            busyLabel="جار الحفظ..."
            processing={form.processing}
          />
        </form>
      </section>
    </>
  )
}

ResetPassword.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
