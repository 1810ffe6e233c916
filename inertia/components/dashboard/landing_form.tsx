import '../../css/dashboard_content.css'
import { typedCount, type TypedCount } from '~/lib/digits'
import { Button, CheckboxField, NumberField, TextField } from '~/components/ui'
import ColorField from '~/components/dashboard/color_field'
import { contentFormTools } from '~/components/dashboard/record_form_tools'
import { DescriptionField, NameField, ShortSlugField } from '~/components/dashboard/record_fields'
import { RemovableImageField } from '~/components/dashboard/catalogue_fields'
import { ContentForm } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'

interface MenuItem {
  group: string
  name: string
  calories: TypedCount
  price: string
}

interface LandingValues {
  title: string
  title_en: string
  slug: string
  description: string
  logo: string | null
  background_image: string | null
  background_color: string
  text_color: string
  text_activecolor: string
  btn_color: string
  btn_hovercolor: string
  website: string
  another_website: string
  snapchat_url: string
  instagram_url: string
  facebook_url: string
  twitter_url: string
  tiktok_url: string
  youtube_url: string
  linkedin_url: string
  telegram_url: string
  email: string
  phone: string
  enable_qr: boolean
  items: MenuItem[]
}

const COLORS = [
  ['background_color', 'لون الخلفية'],
  ['text_color', 'لون النص'],
  ['text_activecolor', 'لون النص النشط'],
  ['btn_color', 'لون الأزرار'],
  ['btn_hovercolor', 'لون الأزرار عند المرور'],
] as const

const LINKS = [
  ['website', 'الموقع الإلكتروني'],
  ['another_website', 'موقع آخر'],
  ['instagram_url', 'انستقرام'],
  ['snapchat_url', 'سناب شات'],
  ['twitter_url', 'إكس (تويتر)'],
  ['tiktok_url', 'تيك توك'],
  ['facebook_url', 'فيسبوك'],
  ['youtube_url', 'يوتيوب'],
  ['linkedin_url', 'لينكد إن'],
  ['telegram_url', 'تيليجرام'],
] as const

/**
 * The landing (menu) page form: its texts, images and colours, contact links, the QR switch and the
 * menu as rows of items, each in a group (the public page shows one table per group).
 */
export default function LandingForm({
  initial,
  submitLabel,
  ...targets
}: {
  initial: LandingValues
  submitLabel: string
} & FormTargets) {
  const { logo: currentLogo, background_image: currentBackground, ...fields } = initial
  // each image is sent only when one was chosen: the request is multipart then
  const { form, submit, actions } = useRecordForm(
    {
      ...fields,
      logo: null as File | null,
      background_image: null as File | null,
      remove_logo: false,
      remove_background_image: false,
    },
    targets,
    ({ logo, background_image: background, ...rest }) => ({
      ...rest,
      ...(logo ? { logo } : {}),
      ...(background ? { background_image: background } : {}),
    })
  )
  const { errors, set, bind, text } = contentFormTools(form)

  function setItem(index: number, change: Partial<MenuItem>) {
    form.setData(
      'items',
      form.data.items.map((item, i) => (i === index ? { ...item, ...change } : item))
    )
  }

  function addItem() {
    const last = form.data.items.at(-1)
    form.setData('items', [
      ...form.data.items,
      { group: last?.group ?? '', name: '', calories: null, price: '' },
    ])
  }

  return (
    <ContentForm
      {...actions}
      legend="بيانات الصفحة"
      onSubmit={submit}
      submitLabel={submitLabel}
      fields={
        <>
          <NameField id="title" label="العنوان" maxLength={150} {...bind('title')} />
          <TextField label="العنوان بالإنجليزية" dir="ltr" maxLength={150} {...text('title_en')} />
          <ShortSlugField
            hint="يظهر في عنوان الصفحة؛ اتركه فارغا ليُنشأ من العنوان"
            maxLength={60}
            {...bind('slug')}
          />
          <CheckboxField
            id="enable_qr"
            label="إظهار رمز QR للصفحة"
            checked={form.data.enable_qr}
            onChange={(e) => form.setData('enable_qr', e.target.checked)}
            error={errors.enable_qr}
          />
          <DescriptionField label="الوصف" {...bind('description')} />
        </>
      }
    >
      <fieldset>
        <legend>المنيو</legend>
        <div className="menu-items">
          {form.data.items.map((item, index) => (
            <div className="menu-item" key={index}>
              <TextField
                id={`items.${index}.group`}
                label="المجموعة"
                value={item.group}
                maxLength={100}
                onChange={(e) => setItem(index, { group: e.target.value })}
                error={errors[`items.${index}.group`]}
              />
              <TextField
                id={`items.${index}.name`}
                label="الصنف"
                value={item.name}
                maxLength={150}
                onChange={(e) => setItem(index, { name: e.target.value })}
                error={errors[`items.${index}.name`]}
              />
              <NumberField
                id={`items.${index}.calories`}
                label="السعرات"
                value={item.calories ?? ''}
                onChange={(e) => setItem(index, { calories: typedCount(e.target.value) })}
                error={errors[`items.${index}.calories`]}
              />
              <NumberField
                decimal
                id={`items.${index}.price`}
                label="السعر (ر.س)"
                value={item.price}
                onChange={(e) => setItem(index, { price: e.target.value })}
                error={errors[`items.${index}.price`]}
              />
              <Button
                variant="ghost"
                onClick={() =>
                  form.setData(
                    'items',
                    form.data.items.filter((_, i) => i !== index)
                  )
                }
              >
                حذف<span className="visually-hidden"> {item.name || `الصنف ${index + 1}`}</span>
              </Button>
            </div>
          ))}
        </div>
        {errors.items && <p className="ui-error">{errors.items}</p>}
        <Button variant="outline" onClick={addItem}>
          إضافة صنف
        </Button>
      </fieldset>

      <fieldset>
        <legend>الصور والألوان</legend>
        <div className="content-fields">
          <div>
            <RemovableImageField
              name="logo"
              label="الشعار"
              removeLabel="حذف الشعار الحالي"
              current={currentLogo}
              remove={form.data.remove_logo}
              error={errors.logo}
              set={set}
            />
          </div>
          <div>
            <RemovableImageField
              name="background_image"
              label="صورة الخلفية"
              removeLabel="حذف صورة الخلفية الحالية"
              current={currentBackground}
              remove={form.data.remove_background_image}
              error={errors.background_image}
              set={set}
            />
          </div>
          {COLORS.map(([name, label]) => (
            <ColorField
              key={name}
              id={name}
              label={label}
              value={form.data[name]}
              onChange={(value) => form.setData(name, value)}
              error={errors[name]}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>التواصل والروابط</legend>
        <div className="content-fields">
          <TextField label="الهاتف" dir="ltr" inputMode="tel" {...text('phone')} />
          <TextField label="البريد الإلكتروني" dir="ltr" type="email" {...text('email')} />
          {LINKS.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              dir="ltr"
              type="url"
              placeholder="https://"
              {...text(name)}
            />
          ))}
        </div>
      </fieldset>
    </ContentForm>
  )
}
