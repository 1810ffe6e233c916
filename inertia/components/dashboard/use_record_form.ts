/** A dashboard record form's state: the Inertia form with its draft, its submit, and its save-and-cancel foot. */
import { useForm } from '@inertiajs/react'
import type { FormDataType } from '@inertiajs/core'
import { useDraft } from '~/lib/drafts'
import { submitTo } from '~/components/dashboard/record_form_tools'

/** Where the form sends its data (recordTargets) and where its cancel link goes. */
export interface FormTargets {
  action: string
  method: 'post' | 'put'
  cancelUrl: string
}

/**
 * The form of `initial`, kept as a draft across reloads, sent to `targets` (through `transform` when
 * given); `actions` are the props of its FormActions or ContentForm foot but the submit label.
 */
export function useRecordForm<Data extends FormDataType<Data>>(
  initial: Data,
  { action, method, cancelUrl }: FormTargets,
  transform?: (data: Data) => object
) {
  const form = useForm<Data>(initial)
  const draft = useDraft(form)
  const submit = submitTo(form, method, action, transform)
  return { form, submit, actions: { processing: form.processing, cancelUrl, draft } }
}
