import type { ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import Seo from '~/components/seo'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type SignupController from '#controllers/auth/signup_controller'
import AuthLayout, { SignupSteps } from '~/layouts/auth_layout'
import { EmailField, Field, NameField, PasswordField, describedBy } from '~/components/ui/field'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
import { AuthForm } from '~/components/auth/auth_form'

type Props = InferPageProps<SignupController, 'create'>

/**
 * What the phone box keeps: the 9 digits after +966 (5XXXXXXXX), latin digits only; a pasted
 * +966 / 00966 / 05 number loses its prefix. The server normalizes and checks again.
 */
function typedMobile(value: string) {
  let digits = value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '')
  if (digits.startsWith('00966')) digits = digits.slice(5)
  else if (digits.startsWith('966') && digits.length > 9) digits = digits.slice(3)
  if (digits.startsWith('0')) digits = digits.slice(1)
  return digits.slice(0, 9)
}

/** Merchant sign-up, step 1 (/signup?plan={code}). */
export default function Signup({ plan }: Props) {
  const form = useForm({ name: '', email: '', phone: '', password: '', plan: plan.code })

  return (
    <>
      <Seo title="إنشاء حساب" description="أنشئ موقعك ومتجرك الإلكتروني مع صفحتي في دقائق." />
      <section className="auth-card">
        <SignupSteps current={1} />
        <h1>أنشئ حسابك</h1>
        <p className="lead">دقائق قليلة ويصبح لمنشأتك موقع ومتجر إلكتروني.</p>

        <div className="plan-chip">
          <span>
            الباقة المختارة: <strong>{plan.name}</strong>
          </span>
          <Link href={route('marketing.plans.index')} className="small">
            تغيير الباقة
          </Link>
        </div>

        {/* the password stays after a refused form: the merchant fixes one field, not two (a sign-up
            reveals no account, so there is nothing to hide; the login page does clear it) */}
        <AuthForm
          label="إنشاء حساب"
          onSubmit={() => form.post(route('auth.signup.store'))}
          submitLabel="إنشاء الحساب"
          busyLabel="جار إنشاء الحساب..."
          processing={form.processing}
        >
          <p className="form-required-note">كل الحقول المعلَّمة بـ * مطلوبة.</p>
          <NameField id="signup-name" name="name" required {...bindField(form, 'name')} />

          <EmailField
            id="signup-email"
            label="البريد الإلكتروني"
            name="email"
            required
            {...bindField(form, 'email')}
          />

          <Field
            id="signup-phone"
            label="رقم الجوال"
            hint={
              <>
                جوال سعودي: 9 أرقام بعد <bdi dir="ltr">+966</bdi> تبدأ بـ 5
              </>
            }
            error={form.errors.phone}
            required
          >
            <div className="input-addon" data-invalid={Boolean(form.errors.phone)}>
              <span className="addon" aria-hidden="true">
                +966
              </span>
              <input
                id="signup-phone"
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="5XXXXXXXX"
                value={form.data.phone}
                onChange={(e) => form.setData('phone', typedMobile(e.target.value))}
                aria-invalid={Boolean(form.errors.phone) || undefined}
                aria-describedby={describedBy('signup-phone', true, form.errors.phone)}
                required
              />
            </div>
          </Field>

          <PasswordField
            id="signup-password"
            label="كلمة المرور"
            name="password"
            autoComplete="new-password"
            required
            hint="6 أحرف على الأقل"
            {...bindField(form, 'password')}
          />
        </AuthForm>

        <p className="auth-switch">
          لديك حساب؟ <Link href={route('auth.session.create')}>تسجيل الدخول</Link>
        </p>
      </section>
    </>
  )
}

Signup.layout = (page: ReactNode) => <AuthLayout>{page}</AuthLayout>
