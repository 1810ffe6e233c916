import '../../css/dashboard_content.css'
import type { TypedCount } from '~/lib/digits'
import { CheckboxField, SelectField } from '~/components/ui'
import { contentFormTools } from '~/components/dashboard/record_form_tools'
import { NameField, PositionField, ShortSlugField } from '~/components/dashboard/record_fields'
import { ContentForm } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'
import { bindChoice, bindId, bindValue } from '~/components/dashboard/fields/bind'
import { bindCheckbox } from '~/lib/bind_field'

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

/** A main section, or a sub-section under one. */
const SECTION_TYPES = [
  { value: 'main', label: 'قسم رئيسي' },
  { value: 'sub', label: 'قسم فرعي' },
]

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
          <SelectField label="نوع القسم" options={SECTION_TYPES} {...bindChoice(form, 'type')} />
          {form.data.type === 'sub' && (
            <SelectField
              label="القسم الرئيسي"
              required
              placeholder="اختر القسم الرئيسي"
              options={parents}
              {...bindId(form, 'parent_id')}
            />
          )}
          <PositionField
            hint="رقم أصغر يظهر أولا؛ اتركه فارغا ليكون الأخير"
            {...bindValue(form, 'position')}
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
            {...bindCheckbox(form, name)}
            error={errors[name]}
          />
        ))}
      </fieldset>
    </ContentForm>
  )
}
