import type { FormEvent, ReactNode } from 'react'
import { Link, useForm, usePage } from '@inertiajs/react'
import StoreLayout from '~/layouts/store_layout'
import Seo from '~/components/seo'
import AccountField from '~/components/account_field'
import type { SharedProps } from '~/types'
import '~/css/account.css'

/** /o/{username}/reset-password/{token}: the new password, typed twice. */
export default function ResetPassword({
  token,
  error,
}: {
  token: string | null
  error: string | null
}) {
  const { username } = usePage<SharedProps>().props
  const base = `/o/${username}`
  const form = useForm({ token: token ?? '', password: '', password_confirmation: '' })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(`${base}/reset-password`, {
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
            {tokenError} <Link href={`${base}/forgot-password`}>اطلب رابطا جديدا</Link>
          </p>
        )}
        {token && (
          <>
            <AccountField
              id="password"
              label="كلمة المرور الجديدة"
              type="password"
              autoComplete="new-password"
              required
              value={form.data.password}
              onChange={(e) => form.setData('password', e.target.value)}
              error={form.errors.password}
            />
            <AccountField
              id="password_confirmation"
              label="تأكيد كلمة المرور"
              type="password"
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
