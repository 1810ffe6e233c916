import '../../css/dashboard_content.css'
import type { ChangeEvent } from 'react'
import { typedCount, type TypedCount } from '~/lib/digits'
import { Button, CheckboxField, NumberField, TextField } from '~/components/ui'
import ColorField from '~/components/dashboard/color_field'
import { contentFormTools } from '~/components/dashboard/record_form_tools'
import { DescriptionField, NameField, ShortSlugField } from '~/components/dashboard/record_fields'
import { RemovableImageField } from '~/components/dashboard/catalogue_fields'
import { ContentForm } from '~/components/dashboard/record_form'
import { useRecordForm, type FormTargets } from '~/components/dashboard/use_record_form'
import { bindValue } from '~/components/dashboard/fields/bind'
import { bindCheckbox } from '~/lib/bind_field'

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

/** The page's two images, each with its tick to remove the current one. */
const IMAGES = [
  ['logo', 'الشعار', 'حذف الشعار الحالي'],
  ['background_image', 'صورة الخلفية', 'حذف صورة الخلفية الحالية'],
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
  const currentImages = { logo: currentLogo, background_image: currentBackground }
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

  /** A menu item's field by its key: its id and message are the request's, typing changes the item. */
  function itemField(index: number, key: keyof MenuItem) {
    return { id: `items.${index}.${key}`, error: errors[`items.${index}.${key}`] }
  }

  /** The same for a text of the item, with its value and typing in it. */
  function itemText(index: number, key: 'group' | 'name' | 'price') {
    return {
      ...itemField(index, key),
      value: form.data.items[index][key],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setItem(index, { [key]: e.target.value }),
    }
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
            {...bindCheckbox(form, 'enable_qr')}
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
              <TextField label="المجموعة" maxLength={100} {...itemText(index, 'group')} />
              <TextField label="الصنف" maxLength={150} {...itemText(index, 'name')} />
              <NumberField
                label="السعرات"
                {...itemField(index, 'calories')}
                value={item.calories ?? ''}
                onChange={(e) => setItem(index, { calories: typedCount(e.target.value) })}
              />
              <NumberField decimal label="السعر (ر.س)" {...itemText(index, 'price')} />
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
          {IMAGES.map(([name, label, removeLabel]) => (
            <div key={name}>
              <RemovableImageField
                name={name}
                label={label}
                removeLabel={removeLabel}
                current={currentImages[name]}
                remove={form.data[`remove_${name}`]}
                error={errors[name]}
                set={set}
              />
            </div>
          ))}
          {COLORS.map(([name, label]) => (
            <ColorField key={name} label={label} {...bindValue(form, name)} />
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
