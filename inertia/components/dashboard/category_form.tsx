import '../../css/dashboard_catalogue.css'
import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { TextField } from '~/components/ui'
import { fieldSetter, FormActions, ImageFields, SlugField, withChosenImage } from './record_form'

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
  const { data, errors } = form
  const set = fieldSetter(form)

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform(withChosenImage)
    form.submit(method, action, { preserveScroll: true })
  }

  return (
    <form className="cat-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>التصنيف</legend>
        <TextField
          id="name"
          label="اسم التصنيف"
          required
          value={data.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          maxLength={100}
        />
        <SlugField value={data.slug} error={errors.slug} set={set} />
        <ImageFields
          label="صورة التصنيف"
          current={image}
          chosen={data.image}
          remove={data.remove_image}
          error={errors.image}
          set={set}
        />
      </fieldset>
      <FormActions processing={form.processing} submitLabel={submitLabel} cancelUrl={cancelUrl} />
    </form>
  )
}
