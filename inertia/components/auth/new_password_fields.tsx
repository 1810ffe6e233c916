// A new password and its confirmation, typed twice (the reset link's page and a new staff member's invitation).
import type { InertiaFormProps } from '@inertiajs/react'
import { PasswordField } from '~/components/ui/field'
import { bindField } from '~/lib/bind_field'

type Passwords = { password: string; password_confirmation: string }

/** `id` names the first box, `${id}-confirmation` the second; both offer the browser's new-password suggestion. */
export function NewPasswordFields<T extends Passwords>({
  form,
  id,
  label,
  required,
}: {
  form: InertiaFormProps<T>
  id: string
  label: string
  required?: boolean
}) {
  // T has both fields, so it binds like the plain pair
  const passwords = form as unknown as InertiaFormProps<Passwords>
  return (
    <>
      <PasswordField
        id={id}
        label={label}
        name="password"
        autoComplete="new-password"
        required={required}
        {...bindField(passwords, 'password')}
      />
      <PasswordField
        id={`${id}-confirmation`}
        label="تأكيد كلمة المرور"
        name="password_confirmation"
        autoComplete="new-password"
        required={required}
        {...bindField(passwords, 'password_confirmation')}
      />
    </>
  )
}
