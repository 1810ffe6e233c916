import type { ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerSessionsController from '#controllers/store/account/customer_sessions_controller'
import StoreLayout from '~/layouts/store_layout'
import { route } from '~/lib/route'
import { useEarlyEdits } from '~/lib/early_edits'
import { bindField } from '~/lib/bind_field'
import {
  AuthAlert,
  AuthSubmit,
  CredentialFields,
  CustomerAuthCard,
  RememberMe,
} from '~/components/customer_auth_card'
import '~/css/account.css'

/**
 * The login form (create) and the refused login (store, HTTP 429: `error` and the typed `email`) render
 * this page.
 */
type Props = InferPageProps<CustomerSessionsController, 'create'> &
  Partial<Pick<InferPageProps<CustomerSessionsController, 'store'>, 'email' | 'error'>>

/** /o/{username}/login: email, password, remember me, forgot-password and sign-up links. */
export default function Login({ error, email, username }: Props) {
  const { errors } = usePage().props
  const form = useForm({ email: email ?? '', password: '', remember: false })
  // the browser's autofill, or typing before the page's JavaScript started
  useEarlyEdits()

  function submit() {
    form.post(route('store.session.store', { username }), {
      onFinish: () => form.reset('password'),
    })
  }

  const refused = error ?? errors?.login

  return (
    <CustomerAuthCard title="تسجيل الدخول" onSubmit={submit} page>
      {refused && <AuthAlert>{refused}</AuthAlert>}
      <CredentialFields email={bindField(form, 'email')} password={bindField(form, 'password')} />
      <div className="customer-auth-row">
        <RememberMe
          checked={form.data.remember}
          onChange={(checked) => form.setData('remember', checked)}
        />
        <Link href={route('store.password.forgot', { username })}>نسيت كلمة المرور؟</Link>
      </div>
      <AuthSubmit processing={form.processing} label="دخول" busyLabel="جار الدخول..." />
      <p className="customer-auth-switch">
        <Link href={route('store.login_code.create', { username })}>الدخول برمز دون كلمة مرور</Link>
      </p>
      <p className="customer-auth-switch">
        ليس لديك حساب؟ <Link href={route('store.signup.create', { username })}>إنشاء حساب</Link>
      </p>
    </CustomerAuthCard>
  )
}

Login.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
