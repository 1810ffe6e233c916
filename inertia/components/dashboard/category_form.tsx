import '../../css/dashboard_catalogue.css'
import { useForm } from '@inertiajs/react'
import { useDraft } from '~/lib/drafts'
import {
  fieldBinder,
  fieldSetter,
  submitTo,
  withChosenImage,
} from '~/components/dashboard/record_form_tools'
import { NameField, SlugField } from '~/components/dashboard/record_fields'
import { ImageFields } from '~/components/dashboard/catalogue_fields'
import { FormActions } from '~/components/dashboard/record_form'

/** The form of a product or service category: name, slug (filled from the name when empty), image. */
export default function CategoryForm({
  initial,
  image,
  action,
  method,
  cancelUrl,
  submitLabel,
}: {
  initial: { name: string; slug: string }
  image?: string | null
  action: string
  method: 'post' | 'put'
  cancelUrl: string
  submitLabel: string
}) {
  const form = useForm({ ...initial, image: null as File | null, remove_image: false })
  const draft = useDraft(form)
  const { data, errors } = form
  const set = fieldSetter(form)
  const bind = fieldBinder(form, set)
  const submit = submitTo(form, method, action, withChosenImage)

  return (
    <form className="cat-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>التصنيف</legend>
        <NameField label="اسم التصنيف" {...bind('name')} maxLength={100} />
        <SlugField {...bind('slug')} />
        <ImageFields
          label="صورة التصنيف"
          current={image}
          chosen={data.image}
          remove={data.remove_image}
          error={errors.image}
          set={set}
        />
      </fieldset>
      <FormActions
        processing={form.processing}
        submitLabel={submitLabel}
        cancelUrl={cancelUrl}
        draft={draft}
      />
    </form>
  )
}
