import type { FormEvent, ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AccountController from '#controllers/dashboard/account_controller'
import '../../../css/dashboard_overview.css'
import Seo from '~/components/seo'
import { Button, NumberField, TextField } from '~/components/ui'
import { EmailField, NameField } from '~/components/ui/field'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatTime } from '~/lib/format'
import PageHead from '~/components/dashboard/page_head'
import FormCard from '~/components/dashboard/form_card'
import { bindField } from '~/lib/bind_field'

type Props = InferPageProps<AccountController, 'show'>

/** The password card's fields: the current one, the new one, and the new one again. */
const PASSWORD_FIELDS = [
  { key: 'current_password', label: 'كلمة المرور الحالية', autoComplete: 'current-password' },
  {
    key: 'password',
    label: 'كلمة المرور الجديدة',
    autoComplete: 'new-password',
    hint: '6 أحرف على الأقل. ستخرج من حسابك في الأجهزة الأخرى.',
  },
  {
    key: 'password_confirmation',
    label: 'تأكيد كلمة المرور الجديدة',
    autoComplete: 'new-password',
  },
] as const

/**
 * The merchant's own account: the name, the e-mail (a code goes to the new address, which is stored
 * only once the code is typed here) and the password (the current one required).
 */
export default function AccountShow({ account, pendingEmail, codeMinutes }: Props) {
  const nameForm = useForm({ name: account.name })
  const emailForm = useForm({ email: pendingEmail?.email ?? '' })
  const codeForm = useForm({ code: '' })
  const passwordForm = useForm({ current_password: '', password: '', password_confirmation: '' })

  const submit = (event: FormEvent, send: () => void) => {
    event.preventDefault()
    send()
  }

  return (
    <>
      <Seo title="حسابي | لوحة التحكم" />
      <div className="dash-page dash-account-page">
        <PageHead title="حسابي" sub={<span>بيانات دخولك إلى صفحتي</span>} />

        <FormCard
          id="account-name-title"
          title="البيانات الشخصية"
          onSubmit={() => nameForm.put(route('dashboard.account.update'), { preserveScroll: true })}
          submitLabel="حفظ الاسم"
          processing={nameForm.processing}
        >
          <NameField id="name" {...bindField(nameForm, 'name')} required />
        </FormCard>

        <section className="dash-card" aria-labelledby="account-email-title">
          <h2 id="account-email-title">البريد الإلكتروني</h2>
          <p className="dash-muted">
            بريدك الحالي: <bdi dir="ltr">{account.email}</bdi>
          </p>
          <form
            className="dash-form"
            noValidate
            onSubmit={(event) =>
              submit(event, () =>
                emailForm.post(route('dashboard.account_email.store'), { preserveScroll: true })
              )
            }
          >
            <EmailField
              id="email"
              label="البريد الجديد"
              {...bindField(emailForm, 'email')}
              hint="نرسل رمزا من 4 أرقام إلى البريد الجديد، ولا يتغير بريدك حتى تدخله."
              required
            />
            <Button type="submit" variant="outline" loading={emailForm.processing}>
              {pendingEmail ? 'إرسال رمز جديد' : 'إرسال رمز التأكيد'}
            </Button>
          </form>

          {pendingEmail && (
            <form
              className="dash-form dash-code-form"
              noValidate
              onSubmit={(event) =>
                submit(event, () =>
                  codeForm.put(route('dashboard.account_email.update'), {
                    preserveScroll: true,
                    onSuccess: () => codeForm.reset(),
                  })
                )
              }
            >
              <p role="status">
                أرسلنا الرمز إلى <bdi dir="ltr">{pendingEmail.email}</bdi>، وهو صالح {codeMinutes}{' '}
                دقائق (حتى {formatTime(pendingEmail.expiresAt)}).
              </p>
              <NumberField
                id="code"
                label="رمز التأكيد"
                autoComplete="one-time-code"
                {...bindField(codeForm, 'code')}
                maxLength={4}
                required
              />
              <Button type="submit" loading={codeForm.processing}>
                تأكيد البريد الجديد
              </Button>
            </form>
          )}
        </section>

        <FormCard
          id="account-password-title"
          title="كلمة المرور"
          onSubmit={() =>
            passwordForm.put(route('dashboard.account_password.update'), {
              preserveScroll: true,
              onFinish: () => passwordForm.reset(),
            })
          }
          submitLabel="تغيير كلمة المرور"
          processing={passwordForm.processing}
        >
          {PASSWORD_FIELDS.map(({ key, ...field }) => (
            <TextField
              key={key}
              id={key}
              type="password"
              {...field}
              {...bindField(passwordForm, key)}
              required
            />
          ))}
        </FormCard>
      </div>
    </>
  )
}

AccountShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
