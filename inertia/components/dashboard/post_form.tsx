import '../../css/dashboard_content.css'
import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { CheckboxField, ImagePicker, SelectField, TextAreaField, TextField } from '~/components/ui'
import { FormActions, SlugField, withChosenImage } from '~/components/dashboard/record_form'
import RichTextField from '~/components/dashboard/rich_text_field'

export interface PostValues {
  title: string
  slug: string
  description: string
  keywords: string
  content: string
  section_id: number | null
  image: string | null
  published: boolean
}

/**
 * The post form of the create and edit pages: details, section, image, the body in the rich-text
 * editor and published or draft. Sent as multipart when an image is chosen.
 */
export default function PostForm({
  initial,
  sections,
  action,
  method,
  cancelUrl,
  uploadUrl,
}: {
  initial: PostValues
  sections: { value: number; label: string }[]
  action: string
  method: 'post' | 'put'
  cancelUrl: string
  uploadUrl: string
}) {
  const { image: currentImage, ...fields } = initial
  const form = useForm({ ...fields, image: null as File | null, remove_image: false })
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.transform(withChosenImage)
    form.submit(method, action, { preserveScroll: true })
  }

  return (
    <form className="content-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>بيانات المنشور</legend>
        <div className="content-fields">
          <TextField
            id="title"
            label="العنوان"
            required
            maxLength={200}
            value={form.data.title}
            onChange={(e) => form.setData('title', e.target.value)}
            error={errors.title}
            className="content-wide"
          />
          <SlugField
            label="الرابط المختصر"
            hint="اتركه فارغا ليُنشأ من العنوان"
            maxLength={200}
            value={form.data.slug}
            set={(_, value) => form.setData('slug', value as string)}
            error={errors.slug}
          />
          <SelectField
            id="section_id"
            label="القسم"
            placeholder="بلا قسم"
            value={form.data.section_id ?? ''}
            options={sections}
            onChange={(e) =>
              form.setData('section_id', e.target.value ? Number(e.target.value) : null)
            }
            error={errors.section_id}
          />
          <TextAreaField
            id="description"
            label="الوصف المختصر"
            rows={2}
            maxLength={500}
            value={form.data.description}
            onChange={(e) => form.setData('description', e.target.value)}
            error={errors.description}
            className="content-wide"
          />
          <TextField
            id="keywords"
            label="الكلمات المفتاحية"
            hint="افصل بينها بفاصلة"
            maxLength={255}
            value={form.data.keywords}
            onChange={(e) => form.setData('keywords', e.target.value)}
            error={errors.keywords}
            className="content-wide"
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>الصورة</legend>
        <ImagePicker
          id="image"
          label="صورة المنشور"
          current={form.data.remove_image ? null : currentImage}
          error={errors.image}
          onChange={(file) => form.setData('image', file)}
        />
        {currentImage && (
          <CheckboxField
            id="remove_image"
            label="حذف الصورة الحالية"
            checked={form.data.remove_image}
            onChange={(e) => form.setData('remove_image', e.target.checked)}
          />
        )}
      </fieldset>
      <RichTextField
        id="content"
        label="المحتوى"
        value={form.data.content}
        onChange={(html) => form.setData('content', html)}
        error={errors.content}
        uploadUrl={uploadUrl}
      />
      <CheckboxField
        id="published"
        label="منشور (يظهر للزوار)، وإلا يبقى مسودة"
        checked={form.data.published}
        onChange={(e) => form.setData('published', e.target.checked)}
        error={errors.published}
      />
      <FormActions
        className="content-actions"
        processing={form.processing}
        submitLabel={form.data.published ? 'حفظ ونشر' : 'حفظ كمسودة'}
        cancelUrl={cancelUrl}
      />
    </form>
  )
}
