import '../../css/dashboard_content.css'
import type { TypedCount } from '~/lib/digits'
import { ImagePicker, SelectField, TextField } from '~/components/ui'
import { withChosenImage } from '~/components/dashboard/record_form_tools'
import ColorField from '~/components/dashboard/color_field'
import { PositionField } from '~/components/dashboard/record_fields'
import { ContentForm } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'
import { bindField } from '~/lib/bind_field'

interface SlideValues {
  site: 'store' | 'content'
  image: string | null
  link: string
  description: string
  button_text: string
  button_color: string
  button_text_color: string
  position: TypedCount
}

/** The slide form: its site, image, link, text, button colours and position. */
export default function SlideForm({
  initial,
  submitLabel,
  showContent,
  ...targets
}: {
  initial: SlideValues
  submitLabel: string
  showContent: boolean
} & FormTargets) {
  const { image: currentImage, ...fields } = initial
  const { form, submit, actions } = useRecordForm(
    { ...fields, image: null as File | null },
    targets,
    withChosenImage
  )
  const errors = form.errors as Record<string, string | undefined>

  return (
    <ContentForm
      {...actions}
      legend="الشريحة"
      onSubmit={submit}
      submitLabel={submitLabel}
      fields={
        <>
          <SelectField
            id="site"
            label="الموقع"
            value={form.data.site}
            options={[
              { value: 'store', label: 'المتجر' },
              ...(showContent || form.data.site === 'content'
                ? [{ value: 'content', label: 'موقع المحتوى' }]
                : []),
            ]}
            onChange={(e) => form.setData('site', e.target.value as SlideValues['site'])}
            error={errors.site}
          />
          <PositionField
            hint="رقم أصغر يظهر أولا؛ اتركه فارغا لتكون الأخيرة"
            value={form.data.position}
            onChange={(position) => form.setData('position', position)}
            error={errors.position}
          />
          <div className="content-wide">
            <ImagePicker
              id="image"
              label="صورة الشريحة"
              current={currentImage}
              error={errors.image}
              onChange={(file) => form.setData('image', file)}
            />
          </div>
          <TextField
            id="description"
            label="النص"
            maxLength={255}
            {...bindField(form, 'description')}
            className="content-wide"
          />
          <TextField
            id="link"
            label="الرابط"
            hint="يبدأ بـ https:// أو / لصفحة في موقعك"
            dir="ltr"
            maxLength={255}
            {...bindField(form, 'link')}
          />
          <TextField
            id="button_text"
            label="نص الزر"
            maxLength={50}
            {...bindField(form, 'button_text')}
          />
          <ColorField
            id="button_color"
            label="لون الزر"
            value={form.data.button_color}
            onChange={(value) => form.setData('button_color', value)}
            error={errors.button_color}
          />
          <ColorField
            id="button_text_color"
            label="لون نص الزر"
            value={form.data.button_text_color}
            onChange={(value) => form.setData('button_text_color', value)}
            error={errors.button_text_color}
          />
        </>
      }
    />
  )
}
