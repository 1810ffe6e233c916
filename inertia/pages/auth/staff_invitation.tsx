// The link of a staff invitation (/invitations/{token}): a new person sets a password, a known one types theirs, and they join the website's team.
import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StaffInvitationsController from '#controllers/auth/staff_invitations_controller'
import Seo from '~/components/seo'
import AuthLayout from '~/layouts/auth_layout'
import { PasswordField, NumberField, TextField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
import { AuthSubmit } from '~/components/auth/auth_submit'

type Props = InferPageProps<StaffInvitationsController, 'show'>

export default function StaffInvitation({ token, invitation }: Props) {
  const form = useForm({ name: '', phone: '', password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(route('auth.staff_invitations.store', { token }), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  if (!invitation) {
    return (
      <>
        <Seo title="دعوة غير صالحة" />
        <section className="auth-card center">
          <h1>الدعوة غير صالحة</h1>
          <p className="lead">
            انتهت مدة رابط الدعوة أو استخدم من قبل أو نسخ ناقصا. اطلب دعوة جديدة من مالك الموقع.
          </p>
          <Link href={route('auth.session.create')} className="btn btn-primary btn-block">
            تسجيل الدخول
          </Link>
        </section>
      </>
    )
  }

  const role = invitation.branchName
    ? `${invitation.roleLabel} (${invitation.branchName})`
    : invitation.roleLabel
  return (
    <>
      <Seo title={`الانضمام إلى ${invitation.websiteName}`} />
      <section className="auth-card">
        <h1>الانضمام إلى فريق {invitation.websiteName}</h1>
        <p className="lead">
          دعوة بدور «{role}» للبريد
          <span className="email-line" dir="ltr">
            {invitation.email}
          </span>
          {invitation.hasAccount
            ? 'لهذا البريد حساب في صفحتي: اكتب كلمة مروره لقبول الدعوة.'
            : 'أكمل بياناتك واختر كلمة مرور، ثم سجّل الدخول.'}
        </p>
        <form onSubmit={submit} noValidate className="auth-form" aria-label="قبول الدعوة">
          {!invitation.hasAccount && (
            <>
              <TextField
                id="invite-name"
                name="name"
                label="الاسم"
                autoComplete="name"
                {...bindField(form, 'name')}
                maxLength={50}
                required
              />
              <NumberField
                id="invite-phone"
                name="phone"
                type="tel"
                autoComplete="tel-national"
                label="رقم الجوال"
                hint="جوال سعودي يبدأ بـ 05"
                placeholder="05XXXXXXXX"
                {...bindField(form, 'phone')}
                maxLength={14}
                required
              />
            </>
          )}
          <PasswordField
            id="invite-password"
            label={invitation.hasAccount ? 'كلمة المرور' : 'كلمة مرور جديدة'}
            name="password"
            autoComplete={invitation.hasAccount ? 'current-password' : 'new-password'}
            required
            {...bindField(form, 'password')}
          />
          {!invitation.hasAccount && (
            <PasswordField
              id="invite-password-confirmation"
              label="تأكيد كلمة المرور"
              name="password_confirmation"
              autoComplete="new-password"
              required
              {...bindField(form, 'password_confirmation')}
            />
          )}
          <AuthSubmit
            label="قبول الدعوة"
            busyLabel="جار الانضمام..."
            processing={form.processing}
          />
        </form>
      </section>
    </>
  )
}

StaffInvitation.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
