import type { ReactNode } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PasswordResetController from '#controllers/auth/password_reset_controller'
import AuthLayout from '~/layouts/auth_layout'
import { route } from '~/lib/route'
import { AuthForm } from '~/components/auth/auth_form'
import { AuthNotice } from '~/components/auth/auth_notice'
import { NewPasswordFields } from '~/components/auth/new_password_fields'

type Props = InferPageProps<PasswordResetController, 'edit' | 'update'>

/** The page behind the reset link: a new password, typed twice. */
export default function ResetPassword({ valid, email }: Props) {
  const { url } = usePage()
  const form = useForm({ password: '', password_confirmation: '' })

  if (!valid) {
    return (
      <AuthNotice
        seoTitle="رابط غير صالح"
        title="الرابط غير صالح"
        action={{ href: route('auth.password_forgot.create'), label: 'طلب رابط جديد' }}
      >
        انتهت صلاحية رابط إعادة تعيين كلمة المرور أو استخدم من قبل أو نسخ ناقصا. اطلب رابطا جديدا.
      </AuthNotice>
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
        <AuthForm
          label="كلمة مرور جديدة"
          // the form posts back to the signed address it was opened from
          onSubmit={() => form.post(url, { onFinish: () => form.reset() })}
          submitLabel="حفظ كلمة المرور"
          busyLabel="جار الحفظ..."
          processing={form.processing}
        >
          <NewPasswordFields form={form} id="reset-password" label="كلمة المرور الجديدة" />
        </AuthForm>
      </section>
    </>
  )
}

ResetPassword.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
