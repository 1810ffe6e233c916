import '../../css/dashboard_content.css'
import { CheckboxField, SelectField, TextField } from '~/components/ui'
import { contentFormTools, withChosenImage } from '~/components/dashboard/record_form_tools'
import { DescriptionField, NameField, ShortSlugField } from '~/components/dashboard/record_fields'
import { RemovableImageField } from '~/components/dashboard/catalogue_fields'
import { ContentForm } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'
import { ContentBodyField } from '~/components/dashboard/rich_text_field'
import { bindId } from '~/components/dashboard/fields/bind'
import { bindCheckbox } from '~/lib/bind_field'

interface PostValues {
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
  uploadUrl,
  ...targets
}: {
  initial: PostValues
  sections: { value: number; label: string }[]
  uploadUrl: string
} & FormTargets) {
  const { image: currentImage, ...fields } = initial
  const { form, submit, actions } = useRecordForm(
    { ...fields, image: null as File | null, remove_image: false },
    targets,
    withChosenImage
  )
  const { errors, set, bind, text } = contentFormTools(form)

  return (
    <ContentForm
      {...actions}
      legend="بيانات المنشور"
      onSubmit={submit}
      submitLabel={form.data.published ? 'حفظ ونشر' : 'حفظ كمسودة'}
      fields={
        <>
          <NameField
            id="title"
            label="العنوان"
            maxLength={200}
            {...bind('title')}
            className="content-wide"
          />
          <ShortSlugField maxLength={200} {...bind('slug')} />
          <SelectField
            label="القسم"
            placeholder="بلا قسم"
            options={sections}
            {...bindId(form, 'section_id')}
          />
          <DescriptionField label="الوصف المختصر" {...bind('description')} />
          <TextField
            label="الكلمات المفتاحية"
            hint="افصل بينها بفاصلة"
            maxLength={255}
            {...text('keywords')}
            className="content-wide"
          />
        </>
      }
    >
      <fieldset>
        <legend>الصورة</legend>
        <RemovableImageField
          label="صورة المنشور"
          removeLabel="حذف الصورة الحالية"
          current={currentImage}
          remove={form.data.remove_image}
          error={errors.image}
          set={set}
        />
      </fieldset>
      <ContentBodyField {...bind('content')} uploadUrl={uploadUrl} />
      <CheckboxField
        id="published"
        label="منشور (يظهر للزوار)، وإلا يبقى مسودة"
        {...bindCheckbox(form, 'published')}
        error={errors.published}
      />
    </ContentForm>
  )
}
