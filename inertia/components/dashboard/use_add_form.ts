/** A dashboard card's "add" form: it posts its data to `url` and empties itself once the row is made. */
import { useForm } from '@inertiajs/react'
import type { FormDataType } from '@inertiajs/core'

export function useAddForm<Data extends FormDataType<Data>>(url: string, initial: Data) {
  const form = useForm<Data>(initial)
  const add = () => form.post(url, { preserveScroll: true, onSuccess: () => form.reset() })
  return { form, add }
}
