import '../../css/dashboard_catalogue.css'
import '../../css/dashboard_record_form.css'
import { NumberField, TextField } from '~/components/ui'
import RichTextField from '~/components/dashboard/rich_text_field'
import GalleryField from '~/components/dashboard/gallery_field'
import { OptionListField, sentOptions } from './option_list_field'
import OptionAmountInput from '~/components/dashboard/fields/option_amount_input'
import { catalogueFormTools, withChosenImage } from '~/components/dashboard/record_form_tools'
import { SlugField } from '~/components/dashboard/record_fields'
import { CatalogueItemFields, CategoryField } from '~/components/dashboard/catalogue_fields'
import { FormActions } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'

interface ProductValues {
  name: string
  slug: string
  sku: string
  price: string
  old_price: string
  keywords: string
  /** HTML from the editor */
  description: string
  /** empty: sold without counting */
  stock: string
  store_category_id: string
  /** each with its own price in riyals as typed; none: the product's price */
  options: { id: number | null; name: string; price: string }[]
  visible: boolean
}

/** As the server's MAX_PRODUCT_OPTIONS. */
const MAX_OPTIONS = 20

/**
 * The product form of the create and edit pages. Field names are the request's (DESIGN.md section 8),
 * so the server's Arabic errors land under their fields. Prices are typed in riyals ("49.50").
 */
export default function ProductForm({
  initial,
  image,
  gallery = [],
  categories,
  submitLabel,
  uploadUrl,
  ...targets
}: {
  initial: ProductValues
  image?: string | null
  /** the gallery's saved photos */
  gallery?: { id: number; url: string }[]
  categories: { value: number; label: string }[]
  submitLabel: string
  /** where the description's editor uploads its pictures */
  uploadUrl: string
} & FormTargets) {
  const { form, submit, actions } = useRecordForm(
    {
      ...initial,
      image: null as File | null,
      remove_image: false,
      images: [] as File[],
      remove_images: [] as number[],
    },
    targets,
    ({ options, ...rest }) => ({ ...withChosenImage(rest), options: sentOptions(options) })
  )
  const { data, errors } = form
  const { set, bind, text } = catalogueFormTools(form)

  return (
    <form className="cat-form" onSubmit={submit} noValidate>
      <CatalogueItemFields
        legend="المنتج"
        nameLabel="اسم المنتج"
        imageLabel="صورة المنتج"
        visibleLabel="ظاهر في المتجر"
        pricePlaceholder="49.50"
        data={data}
        errors={errors}
        set={set}
        image={image}
      >
        <CategoryField
          name="store_category_id"
          options={categories}
          value={data.store_category_id}
          error={errors.store_category_id}
          set={set}
        />
      </CatalogueItemFields>

      <OptionListField
        legend="الخيارات"
        label="خيارات يختار منها العميل، لكل خيار سعره (مثل صغير وكبير، أو 50 مل و100 مل)"
        hint="السعر بالريال شامل الضريبة؛ مع الخيارات يظهر المنتج «من» أقل سعر، ويختار العميل خيارا قبل إضافته للسلة"
        options={data.options}
        onChange={(next) => set('options', next)}
        newRow={() => ({ id: null, name: '', price: '' })}
        errors={errors as Record<string, string | undefined>}
        max={MAX_OPTIONS}
        extras={(option, index, change) => (
          <OptionAmountInput
            label={`سعر الخيار ${index + 1} بالريال`}
            placeholder="السعر بالريال"
            decimal
            value={option.price}
            maxLength={12}
            onChange={(price) => change({ price })}
          />
        )}
      />

      <fieldset>
        <legend>معرض الصور</legend>
        <GalleryField
          current={gallery}
          added={data.images}
          removed={data.remove_images}
          error={errors.images ?? errors['images.0' as 'images']}
          onChange={(added, removed) => {
            set('images', added)
            set('remove_images', removed)
          }}
        />
      </fieldset>

      <fieldset>
        <legend>الوصف والكمية</legend>
        <RichTextField
          id="description"
          label="وصف المنتج"
          hint="ما يحتاج عميلك معرفته: المكونات، المقاسات، طريقة الاستخدام"
          value={data.description}
          onChange={(html) => set('description', html)}
          error={errors.description}
          uploadUrl={uploadUrl}
        />
        <NumberField
          label="الكمية المتوفرة"
          hint="اتركها فارغة إن لم تحسب الكمية؛ عند صفر يظهر المنتج «نفدت الكمية» ولا يُطلب"
          {...text('stock')}
          maxLength={7}
        />
      </fieldset>

      <fieldset>
        <legend>تفاصيل إضافية</legend>
        <SlugField {...bind('slug')} />
        <TextField
          label="رمز المنتج (SKU)"
          dir="ltr"
          placeholder="اختياري"
          {...text('sku')}
          maxLength={40}
        />
        <TextField
          label="كلمات البحث"
          hint="كلمات يبحث بها عملاؤك، مفصولة بمسافات"
          {...text('keywords')}
          maxLength={255}
        />
      </fieldset>

      <FormActions {...actions} submitLabel={submitLabel} />
    </form>
  )
}
