import type { ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerPasswordsController from '#controllers/store/account/customer_passwords_controller'
import StoreLayout from '~/layouts/store_layout'
import { PasswordField } from '~/components/ui/field'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'
import { AuthAlert, AuthSubmit, CustomerAuthCard } from '~/components/customer_auth_card'
import '~/css/account.css'

type Props = InferPageProps<CustomerPasswordsController, 'edit'>

/** /o/{username}/reset-password/{token}: the new password, typed twice. */
export default function ResetPassword({ token, error, username }: Props) {
  const form = useForm({ token: token ?? '', password: '', password_confirmation: '' })

  function submit() {
    form.post(route('store.password.update', { username }), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  const tokenError = error ?? form.errors.token

  return (
    <CustomerAuthCard title="كلمة مرور جديدة" onSubmit={submit} page>
      {tokenError && (
        <AuthAlert>
          {tokenError}{' '}
          <Link href={route('store.password.forgot', { username })}>اطلب رابطا جديدا</Link>
        </AuthAlert>
      )}
      {token && (
        <>
          <PasswordField
            id="password"
            label="كلمة المرور الجديدة"
            autoComplete="new-password"
            required
            {...bindField(form, 'password')}
          />
          <PasswordField
            id="password_confirmation"
            label="تأكيد كلمة المرور"
            autoComplete="new-password"
            required
            {...bindField(form, 'password_confirmation')}
          />
          <AuthSubmit processing={form.processing} label="حفظ كلمة المرور" />
        </>
      )}
    </CustomerAuthCard>
  )
}

ResetPassword.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
