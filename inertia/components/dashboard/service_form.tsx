import '../../css/dashboard_catalogue.css'
import '../../css/dashboard_record_form.css'
import { NumberField } from '~/components/ui'
import { OptionListField, sentOptions } from './option_list_field'
import OptionAmountInput from '~/components/dashboard/fields/option_amount_input'
import { catalogueFormTools, withChosenImage } from '~/components/dashboard/record_form_tools'
import { SlugField } from '~/components/dashboard/record_fields'
import { CatalogueItemFields, CategoryField } from '~/components/dashboard/catalogue_fields'
import { FormActions } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'

interface ServiceValues {
  name: string
  slug: string
  price: string
  old_price: string
  duration: string
  service_category_id: string
  /** extras as typed: riyals and minutes, empty for none */
  options: { id: number | null; name: string; extra_price: string; extra_minutes: string }[]
  visible: boolean
}

/**
 * The service form of the create and edit pages, with its options: add, rename, remove and move up or
 * down. No option: the customer books 'any'. Field names are the request's (DESIGN.md section 8).
 */
export default function ServiceForm({
  initial,
  image,
  categories,
  submitLabel,
  ...targets
}: {
  initial: ServiceValues
  image?: string | null
  categories: { value: number; label: string }[]
  submitLabel: string
} & FormTargets) {
  const { form, submit, actions } = useRecordForm(
    { ...initial, image: null as File | null, remove_image: false },
    targets,
    ({ options: list, ...rest }) => ({ ...withChosenImage(rest), options: sentOptions(list) })
  )
  const { data } = form
  const errors = form.errors as Record<string, string | undefined>
  const { set, bind, text } = catalogueFormTools(form)

  return (
    <form className="cat-form" onSubmit={submit} noValidate>
      <CatalogueItemFields
        legend="الخدمة"
        nameLabel="اسم الخدمة"
        imageLabel="صورة الخدمة"
        visibleLabel="ظاهرة في الموقع ومتاحة للحجز"
        pricePlaceholder="120"
        data={data}
        errors={errors}
        set={set}
        image={image}
      >
        <div className="cat-two">
          <NumberField
            label="المدة بالدقائق"
            required
            {...text('duration')}
            hint="من 5 إلى 600، بمضاعفات 5"
          />
          <CategoryField
            name="service_category_id"
            options={categories}
            value={data.service_category_id}
            error={errors.service_category_id}
            set={set}
          />
        </div>
      </CatalogueItemFields>

      <OptionListField
        legend="الخيارات"
        label="خيارات يختار منها العميل عند الحجز (مثل اسم المختص أو الحجم)"
        hint="لكل خيار سعر ومدة يضافان إلى الخدمة إن أردت؛ بلا خيارات يحجز العميل الخدمة بأي خيار متاح"
        options={data.options}
        onChange={(next) => set('options', next)}
        newRow={() => ({ id: null, name: '', extra_price: '', extra_minutes: '' })}
        errors={errors}
        max={30}
        extras={(option, index, change) => (
          <>
            <OptionAmountInput
              label={`السعر الإضافي للخيار ${index + 1} بالريال`}
              placeholder="+ ريال"
              decimal
              value={option.extra_price}
              maxLength={10}
              onChange={(price) => change({ extra_price: price })}
            />
            <OptionAmountInput
              label={`المدة الإضافية للخيار ${index + 1} بالدقائق`}
              placeholder="+ دقيقة"
              value={option.extra_minutes}
              maxLength={3}
              onChange={(minutes) => change({ extra_minutes: minutes })}
            />
          </>
        )}
      />

      <fieldset>
        <legend>صفحة الخدمة</legend>
        <SlugField {...bind('slug')} />
      </fieldset>

      <FormActions {...actions} submitLabel={submitLabel} />
    </form>
  )
}
