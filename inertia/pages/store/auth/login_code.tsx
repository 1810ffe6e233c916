import { useState, type ReactNode } from 'react'
import { Link, router, useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerLoginCodesController from '#controllers/store/account/customer_login_codes_controller'
import StoreLayout from '~/layouts/store_layout'
import { EmailField, MobileField, NumberField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
import {
  AuthAlert,
  AuthSubmit,
  CustomerAuthCard,
  CustomerAuthPage,
  RememberMe,
} from '~/components/customer_auth_card'
import '~/css/account.css'

type Props = InferPageProps<CustomerLoginCodesController, 'create'>

/** Step 1: a code by SMS to the mobile (when the store offers it) or by e-mail. */
function AskForCode({ channels, username }: Pick<Props, 'channels'> & { username: string }) {
  const form = useForm({
    channel: channels[0],
    mobile: '',
    email: '',
  })
  const bySms = form.data.channel === 'sms'
  // a throttled or failed send (the domain error's field is `login`)
  const refused = (usePage().props.errors as Record<string, string> | undefined)?.login

  function submit() {
    form.post(route('store.login_code.send', { username }))
  }

  return (
    <CustomerAuthCard title="الدخول برمز" onSubmit={submit}>
      <p className="muted small">
        {bySms ? 'نرسل رمزا من 6 أرقام إلى جوالك.' : 'نرسل رمزا من 6 أرقام إلى بريدك الإلكتروني.'}
      </p>
      {refused && <AuthAlert>{refused}</AuthAlert>}
      {channels.length > 1 && (
        <fieldset className="login-code-channels">
          <legend className="visually-hidden">طريقة إرسال الرمز</legend>
          <label className="account-check">
            <input
              type="radio"
              name="channel"
              value="sms"
              checked={bySms}
              onChange={() => form.setData('channel', 'sms')}
            />
            رسالة نصية إلى الجوال
          </label>
          <label className="account-check">
            <input
              type="radio"
              name="channel"
              value="email"
              checked={!bySms}
              onChange={() => form.setData('channel', 'email')}
            />
            البريد الإلكتروني
          </label>
        </fieldset>
      )}
      {bySms ? (
        <MobileField id="mobile" label="رقم الجوال" required {...bindField(form, 'mobile')} />
      ) : (
        <EmailField id="email" label="البريد الإلكتروني" required {...bindField(form, 'email')} />
      )}
      <AuthSubmit processing={form.processing} label="أرسل الرمز" busyLabel="جار الإرسال..." />
      <p className="customer-auth-switch">
        <Link href={route('store.session.create', { username })}>الدخول بكلمة المرور</Link>
      </p>
    </CustomerAuthCard>
  )
}

/** Step 2: the six digits received, then signed in. */
function TypeCode({
  pending,
  validMinutes,
  username,
}: {
  pending: NonNullable<Props['pending']>
  validMinutes: number
  username: string
}) {
  const form = useForm({ code: '', remember: false })
  const [restarting, setRestarting] = useState(false)

  function submit() {
    form.post(route('store.login_code.verify', { username }), { onError: () => form.reset('code') })
  }

  return (
    <CustomerAuthCard title="أدخل الرمز" onSubmit={submit}>
      <p className="muted small">
        {pending.channel === 'sms' ? 'أرسلنا الرمز في رسالة نصية إلى ' : 'أرسلنا الرمز إلى '}
        <bdi dir="ltr">{pending.recipient}</bdi>. الرمز صالح لمدة {validMinutes} دقائق.
      </p>
      <NumberField
        id="code"
        label="الرمز"
        required
        autoComplete="one-time-code"
        maxLength={6}
        {...bindField(form, 'code')}
      />
      <RememberMe
        checked={form.data.remember}
        onChange={(checked) => form.setData('remember', checked)}
      />
      <AuthSubmit processing={form.processing} label="دخول" busyLabel="جار الدخول..." />
      <p className="customer-auth-switch">
        <button
          type="button"
          className="login-code-restart"
          disabled={restarting}
          onClick={() =>
            router.post(
              route('store.login_code.restart', { username }),
              {},
              { onStart: () => setRestarting(true), onFinish: () => setRestarting(false) }
            )
          }
        >
          لم يصلك الرمز؟ اطلب رمزا جديدا
        </button>
      </p>
    </CustomerAuthCard>
  )
}

/** /o/{username}/login/code: sign in with a one-time code, by SMS or e-mail. */
export default function LoginCode({ channels, pending, validMinutes, username }: Props) {
  return (
    <CustomerAuthPage title="الدخول برمز">
      {pending ? (
        <TypeCode pending={pending} validMinutes={validMinutes} username={username} />
      ) : (
        <AskForCode channels={channels} username={username} />
      )}
    </CustomerAuthPage>
  )
}

LoginCode.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
