import '../../css/dashboard_content.css'
import type { TypedCount } from '~/lib/digits'
import { ImagePicker, SelectField, TextField } from '~/components/ui'
import { withChosenImage } from '~/components/dashboard/record_form_tools'
import ColorField from '~/components/dashboard/color_field'
import { PositionField } from '~/components/dashboard/record_fields'
import { ContentForm } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'
import { bindChoice, bindNamed, bindValue } from '~/components/dashboard/fields/bind'

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
            label="الموقع"
            {...bindChoice(form, 'site')}
            options={[
              { value: 'store', label: 'المتجر' },
              ...(showContent || form.data.site === 'content'
                ? [{ value: 'content', label: 'موقع المحتوى' }]
                : []),
            ]}
          />
          <PositionField
            hint="رقم أصغر يظهر أولا؛ اتركه فارغا لتكون الأخيرة"
            {...bindValue(form, 'position')}
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
            label="النص"
            maxLength={255}
            {...bindNamed(form, 'description')}
            className="content-wide"
          />
          <TextField
            label="الرابط"
            hint="يبدأ بـ https:// أو / لصفحة في موقعك"
            dir="ltr"
            maxLength={255}
            {...bindNamed(form, 'link')}
          />
          <TextField label="نص الزر" maxLength={50} {...bindNamed(form, 'button_text')} />
          <ColorField label="لون الزر" {...bindValue(form, 'button_color')} />
          <ColorField label="لون نص الزر" {...bindValue(form, 'button_text_color')} />
        </>
      }
    />
  )
}
