import '../../css/dashboard_content.css'
import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { CheckboxField, SelectField, TextField } from '~/components/ui'
import { FormActions, PositionField, SlugField } from '~/components/dashboard/record_form'

export interface SectionValues {
  title: string
  slug: string
  type: 'main' | 'sub'
  parent_id: number | null
  embedded: boolean
  footer: boolean
  fixed: boolean
  position: number | null
}

/** The section form of the create and edit pages; field names are the request's. */
export default function SectionForm({
  initial,
  parents,
  action,
  method,
  cancelUrl,
  submitLabel,
}: {
  initial: SectionValues
  parents: { value: number; label: string }[]
  action: string
  method: 'post' | 'put'
  cancelUrl: string
  submitLabel: string
}) {
  const form = useForm<SectionValues>(initial)
  const errors = form.errors as Record<string, string | undefined>

  function submit(event: FormEvent) {
    event.preventDefault()
    form.submit(method, action, { preserveScroll: true })
  }

  return (
    <form className="content-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>بيانات القسم</legend>
        <div className="content-fields">
          <TextField
            id="title"
            label="عنوان القسم"
            required
            maxLength={100}
            value={form.data.title}
            onChange={(e) => form.setData('title', e.target.value)}
            error={errors.title}
          />
          <SlugField
            label="الرابط المختصر"
            hint="اتركه فارغا ليُنشأ من العنوان"
            maxLength={120}
            value={form.data.slug}
            set={(_, value) => form.setData('slug', value as string)}
            error={errors.slug}
          />
          <SelectField
            id="type"
            label="نوع القسم"
            value={form.data.type}
            options={[
              { value: 'main', label: 'قسم رئيسي' },
              { value: 'sub', label: 'قسم فرعي' },
            ]}
            onChange={(e) => form.setData('type', e.target.value as 'main' | 'sub')}
            error={errors.type}
          />
          {form.data.type === 'sub' && (
            <SelectField
              id="parent_id"
              label="القسم الرئيسي"
              required
              placeholder="اختر القسم الرئيسي"
              value={form.data.parent_id ?? ''}
              options={parents}
              onChange={(e) =>
                form.setData('parent_id', e.target.value ? Number(e.target.value) : null)
              }
              error={errors.parent_id}
            />
          )}
          <PositionField
            hint="رقم أصغر يظهر أولا؛ اتركه فارغا ليكون الأخير"
            value={form.data.position}
            onChange={(position) => form.setData('position', position)}
            error={errors.position}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>أين يظهر القسم</legend>
        <CheckboxField
          id="embedded"
          label="في شبكة الأقسام بالصفحة الرئيسية"
          checked={form.data.embedded}
          onChange={(e) => form.setData('embedded', e.target.checked)}
          error={errors.embedded}
        />
        <CheckboxField
          id="fixed"
          label="ثابت في قائمة رأس الموقع"
          checked={form.data.fixed}
          onChange={(e) => form.setData('fixed', e.target.checked)}
          error={errors.fixed}
        />
        <CheckboxField
          id="footer"
          label="في تذييل الموقع"
          checked={form.data.footer}
          onChange={(e) => form.setData('footer', e.target.checked)}
          error={errors.footer}
        />
      </fieldset>
      <FormActions
        className="content-actions"
        processing={form.processing}
        submitLabel={submitLabel}
        cancelUrl={cancelUrl}
      />
    </form>
  )
}
