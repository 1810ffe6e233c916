import '../../css/dashboard_catalogue.css'
import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button, ButtonLink, CheckboxField, ImagePicker, TextField } from '~/components/ui'

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
  // a field being corrected loses its old message at once
  const set = (key: string, value: unknown) => {
    ;(form.setData as (k: string, v: unknown) => void)(key, value)
    form.clearErrors(key as never)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform(({ image: file, ...rest }) => (file ? { ...rest, image: file } : rest))
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
        <TextField
          id="slug"
          label="الرابط"
          hint="يكتب تلقائيا من الاسم إن تركته فارغا، ويمكن أن يكون بالعربية"
          value={data.slug}
          onChange={(e) => set('slug', e.target.value)}
          error={errors.slug}
          maxLength={150}
        />
        <ImagePicker
          id="image"
          label="صورة التصنيف"
          current={data.remove_image ? null : image}
          error={errors.image}
          onChange={(file) => set('image', file)}
        />
        {image && !data.image && (
          <CheckboxField
            id="remove_image"
            label="إزالة الصورة الحالية"
            checked={data.remove_image}
            onChange={(e) => set('remove_image', e.target.checked)}
          />
        )}
      </fieldset>
      <div className="cat-form-actions">
        <Button type="submit" loading={form.processing}>
          {submitLabel}
        </Button>
        <ButtonLink href={cancelUrl} variant="ghost">
          إلغاء
        </ButtonLink>
      </div>
    </form>
  )
}
