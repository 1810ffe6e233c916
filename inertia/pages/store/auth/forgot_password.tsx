import type { ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerPasswordsController from '#controllers/store/account/customer_passwords_controller'
import StoreLayout from '~/layouts/store_layout'
import { EmailField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
import { AuthSubmit, CustomerAuthCard } from '~/components/customer_auth_card'
import '~/css/account.css'

type Props = InferPageProps<CustomerPasswordsController, 'forgot'>

/** /o/{username}/forgot-password: the e-mail the reset link goes to. */
export default function ForgotPassword({ username, flash }: Props) {
  const form = useForm({ email: '' })

  function submit() {
    form.post(route('store.password.send', { username }))
  }

  return (
    <CustomerAuthCard title="نسيت كلمة المرور" onSubmit={submit} page>
      <p className="muted small">اكتب بريدك الإلكتروني وسنرسل لك رابطا لاختيار كلمة مرور جديدة.</p>
      {flash.success && (
        <p className="form-note" role="status">
          {flash.success}
        </p>
      )}
      <EmailField id="email" label="البريد الإلكتروني" required {...bindField(form, 'email')} />
      <AuthSubmit processing={form.processing} label="إرسال الرابط" />
      <p className="customer-auth-switch">
        <Link href={route('store.session.create', { username })}>العودة إلى تسجيل الدخول</Link>
      </p>
    </CustomerAuthCard>
  )
}

ForgotPassword.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
