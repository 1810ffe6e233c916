import type { ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerRegistrationsController from '#controllers/store/account/customer_registrations_controller'
import StoreLayout from '~/layouts/store_layout'
import { MobileField, TextField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { useEarlyEdits } from '~/lib/early_edits'
import { bindField } from '~/lib/bind_field'
import { AuthSubmit, CredentialFields, CustomerAuthCard } from '~/components/customer_auth_card'
import '~/css/account.css'

type Props = InferPageProps<CustomerRegistrationsController, 'create'>

/** /o/{username}/signup: name, mobile, email, password, with a link to login. */
export default function Signup({ username, website }: Props) {
  const form = useForm({ name: '', mobile: '', email: '', password: '' })
  useEarlyEdits()

  function submit() {
    form.post(route('store.signup.store', { username }), { onFinish: () => form.reset('password') })
  }

  return (
    <CustomerAuthCard title="إنشاء حساب" onSubmit={submit} page>
      <p className="muted small">حساب في {website.name} لمتابعة طلباتك وعناوينك.</p>
      <TextField
        id="name"
        label="الاسم"
        autoComplete="name"
        required
        {...bindField(form, 'name')}
      />
      <MobileField
        id="mobile"
        label="رقم الجوال"
        hint="يتواصل معك المتجر عليه بشأن طلباتك، ويمكنك الدخول برمز يصلك في رسالة نصية."
        required
        {...bindField(form, 'mobile')}
      />
      <CredentialFields
        email={bindField(form, 'email')}
        password={bindField(form, 'password')}
        isNew
      />
      <AuthSubmit processing={form.processing} label="إنشاء حساب" busyLabel="جار إنشاء الحساب..." />
      <p className="customer-auth-switch">
        لديك حساب؟ <Link href={route('store.session.create', { username })}>تسجيل الدخول</Link>
      </p>
    </CustomerAuthCard>
  )
}

Signup.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
