import '../../css/dashboard_content.css'
import { SelectField } from '~/components/ui'
import { contentFormTools } from '~/components/dashboard/record_form_tools'
import { DescriptionField, NameField, ShortSlugField } from '~/components/dashboard/record_fields'
import { ContentForm } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'
import { ContentBodyField } from '~/components/dashboard/rich_text_field'
import { bindChoice, bindId } from '~/components/dashboard/fields/bind'

interface PageValues {
  name: string
  slug: string
  description: string
  content: string
  placement: 'header' | 'footer' | 'none'
  formId: number | null
}

export const PLACEMENT_LABELS: Record<PageValues['placement'], string> = {
  header: 'رأس الموقع',
  footer: 'تذييل الموقع',
  none: 'لا تظهر في القوائم',
}

/** The custom page form: name, slug, description, the body in the editor, its menu and a form under it. */
export default function PageForm({
  initial,
  uploadUrl,
  submitLabel,
  forms,
  ...targets
}: {
  forms: { id: number; title: string }[]
  initial: PageValues
  uploadUrl: string
  submitLabel: string
} & FormTargets) {
  const { form, submit, actions } = useRecordForm<PageValues>(initial, targets)
  const { bind } = contentFormTools(form)

  return (
    <ContentForm
      {...actions}
      legend="بيانات الصفحة"
      onSubmit={submit}
      submitLabel={submitLabel}
      fields={
        <>
          <NameField label="اسم الصفحة" maxLength={150} {...bind('name')} />
          <ShortSlugField hint="اتركه فارغا ليُنشأ من الاسم" maxLength={150} {...bind('slug')} />
          <DescriptionField label="الوصف" {...bind('description')} />
          <SelectField
            label="مكان الرابط في القوائم"
            options={Object.entries(PLACEMENT_LABELS).map(([value, label]) => ({ value, label }))}
            {...bindChoice(form, 'placement')}
          />
          <SelectField
            label="نموذج أسفل المحتوى"
            hint="يظهر النموذج المختار تحت محتوى الصفحة، ويختفي إن أوقفته أو حذفته."
            options={[
              { value: '', label: 'بدون نموذج' },
              ...forms.map((choice) => ({ value: String(choice.id), label: choice.title })),
            ]}
            {...bindId(form, 'formId')}
          />
        </>
      }
    >
      <ContentBodyField {...bind('content')} uploadUrl={uploadUrl} />
    </ContentForm>
  )
}
