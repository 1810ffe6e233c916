// The link of a staff invitation (/invitations/{token}): a new person sets a password, a known one types theirs, and they join the website's team.
import type { ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type StaffInvitationsController from '#controllers/auth/staff_invitations_controller'
import Seo from '~/components/seo'
import AuthLayout from '~/layouts/auth_layout'
import { MobileField, NameField, PasswordField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
import { AuthForm } from '~/components/auth/auth_form'
import { AuthNotice } from '~/components/auth/auth_notice'
import { NewPasswordFields } from '~/components/auth/new_password_fields'

type Props = InferPageProps<StaffInvitationsController, 'show'>

export default function StaffInvitation({ token, invitation }: Props) {
  const form = useForm({ name: '', phone: '', password: '', password_confirmation: '' })

  if (!invitation) {
    return (
      <AuthNotice
        seoTitle="دعوة غير صالحة"
        title="الدعوة غير صالحة"
        action={{ href: route('auth.session.create'), label: 'تسجيل الدخول' }}
      >
        انتهت مدة رابط الدعوة أو استخدم من قبل أو نسخ ناقصا. اطلب دعوة جديدة من مالك الموقع.
      </AuthNotice>
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
        <AuthForm
          label="قبول الدعوة"
          onSubmit={() =>
            form.post(route('auth.staff_invitations.store', { token }), {
              onFinish: () => form.reset('password', 'password_confirmation'),
            })
          }
          submitLabel="قبول الدعوة"
          busyLabel="جار الانضمام..."
          processing={form.processing}
        >
          {invitation.hasAccount ? (
            <PasswordField
              id="invite-password"
              label="كلمة المرور"
              name="password"
              autoComplete="current-password"
              required
              {...bindField(form, 'password')}
            />
          ) : (
            <>
              <NameField id="invite-name" name="name" {...bindField(form, 'name')} required />
              <MobileField
                id="invite-phone"
                name="phone"
                label="رقم الجوال"
                hint="جوال سعودي يبدأ بـ 05"
                inputMode="numeric"
                {...bindField(form, 'phone')}
                maxLength={14}
                required
              />
              <NewPasswordFields
                form={form}
                id="invite-password"
                label="كلمة مرور جديدة"
                required
              />
            </>
          )}
        </AuthForm>
      </section>
    </>
  )
}

StaffInvitation.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
