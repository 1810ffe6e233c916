import '../../css/dashboard_catalogue.css'
import '../../css/dashboard_record_form.css'
import { catalogueFormTools, withChosenImage } from '~/components/dashboard/record_form_tools'
import { NameField, SlugField } from '~/components/dashboard/record_fields'
import { ImageFields } from '~/components/dashboard/catalogue_fields'
import { FormActions } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'

/** The form of a product or service category: name, slug (filled from the name when empty), image. */
export default function CategoryForm({
  initial,
  image,
  submitLabel,
  ...targets
}: {
  initial: { name: string; slug: string }
  image?: string | null
  submitLabel: string
} & FormTargets) {
  const { form, submit, actions } = useRecordForm(
    { ...initial, image: null as File | null, remove_image: false },
    targets,
    withChosenImage
  )
  const { data, errors } = form
  const { set, bind } = catalogueFormTools(form)

  return (
    <form className="cat-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>التصنيف</legend>
        <NameField label="اسم التصنيف" {...bind('name')} maxLength={100} />
        <SlugField {...bind('slug')} />
        <ImageFields
          label="صورة التصنيف"
          current={image}
          chosen={data.image}
          remove={data.remove_image}
          error={errors.image}
          set={set}
        />
      </fieldset>
      <FormActions {...actions} submitLabel={submitLabel} />
    </form>
  )
}
