import '../../css/dashboard_content.css'
import type { TypedCount } from '~/lib/digits'
import { CheckboxField, SelectField } from '~/components/ui'
import { contentFormTools } from '~/components/dashboard/record_form_tools'
import { NameField, PositionField, ShortSlugField } from '~/components/dashboard/record_fields'
import { ContentForm } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'

interface SectionValues {
  title: string
  slug: string
  type: 'main' | 'sub'
  parent_id: number | null
  embedded: boolean
  footer: boolean
  fixed: boolean
  position: TypedCount
}

/** Where a section shows, in the order of the form's ticks. */
const PLACES = [
  ['embedded', 'في شبكة الأقسام بالصفحة الرئيسية'],
  ['fixed', 'ثابت في قائمة رأس الموقع'],
  ['footer', 'في تذييل الموقع'],
] as const

/** The section form of the create and edit pages; field names are the request's. */
export default function SectionForm({
  initial,
  parents,
  submitLabel,
  ...targets
}: {
  initial: SectionValues
  parents: { value: number; label: string }[]
  submitLabel: string
} & FormTargets) {
  const { form, submit, actions } = useRecordForm<SectionValues>(initial, targets)
  const { errors, bind } = contentFormTools(form)

  return (
    <ContentForm
      {...actions}
      legend="بيانات القسم"
      onSubmit={submit}
      submitLabel={submitLabel}
      fields={
        <>
          <NameField id="title" label="عنوان القسم" maxLength={100} {...bind('title')} />
          <ShortSlugField maxLength={120} {...bind('slug')} />
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
        </>
      }
    >
      <fieldset>
        <legend>أين يظهر القسم</legend>
        {PLACES.map(([name, label]) => (
          <CheckboxField
            key={name}
            id={name}
            label={label}
            checked={form.data[name]}
            onChange={(e) => form.setData(name, e.target.checked)}
            error={errors[name]}
          />
        ))}
      </fieldset>
    </ContentForm>
  )
}
