import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type CustomerPasswordsController from '#controllers/store/account/customer_passwords_controller'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import { PasswordField } from '~/components/ui/field'
import { route } from '~/lib/route'
import '~/css/account.css'

type Props = InferPageProps<CustomerPasswordsController, 'edit'>

/** /o/{username}/reset-password/{token}: the new password, typed twice. */
export default function ResetPassword({ token, error, username }: Props) {
  const form = useForm({ token: token ?? '', password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(route('store.password.update', { username }), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    })
  }

  const tokenError = error ?? form.errors.token

  return (
    <div className="container customer-auth-page">
      <Seo title="كلمة مرور جديدة" />
      <form
        className="card customer-auth-card"
        onSubmit={submit}
        noValidate
        aria-label="كلمة مرور جديدة"
      >
        <h1>كلمة مرور جديدة</h1>
        {tokenError && (
          <p className="form-alert" role="alert">
            {tokenError}{' '}
            <Link href={route('store.password.forgot', { username })}>اطلب رابطا جديدا</Link>
          </p>
        )}
        {token && (
          <>
            <PasswordField
              id="password"
              label="كلمة المرور الجديدة"
              autoComplete="new-password"
              required
              value={form.data.password}
              onChange={(e) => form.setData('password', e.target.value)}
              error={form.errors.password}
            />
            <PasswordField
              id="password_confirmation"
              label="تأكيد كلمة المرور"
              autoComplete="new-password"
              required
              value={form.data.password_confirmation}
              onChange={(e) => form.setData('password_confirmation', e.target.value)}
              error={form.errors.password_confirmation}
            />
            <button type="submit" className="btn btn-primary block" disabled={form.processing}>
              حفظ كلمة المرور
            </button>
          </>
        )}
      </form>
    </div>
  )
}

ResetPassword.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>
