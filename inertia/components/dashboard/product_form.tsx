import '../../css/dashboard_catalogue.css'
import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import {
  Button,
  ButtonLink,
  CheckboxField,
  ImagePicker,
  SelectField,
  TextField,
} from '~/components/ui'

export interface ProductValues {
  name: string
  slug: string
  sku: string
  price: string
  old_price: string
  keywords: string
  store_category_id: string
  visible: boolean
}

/**
 * The product form of the create and edit pages. Field names are the request's (DESIGN.md section 8),
 * so the server's Arabic errors land under their fields. Prices are typed in riyals ("49.50").
 */
export default function ProductForm({
  initial,
  image,
  categories,
  action,
  method,
  cancelUrl,
  submitLabel,
}: {
  initial: ProductValues
  image?: string | null
  categories: { value: number; label: string }[]
  action: string
  method: 'post' | 'put'
  cancelUrl: string
  submitLabel: string
}) {
  const form = useForm({ ...initial, image: null as File | null, remove_image: false })
  const { data, errors } = form
  // a field being corrected loses its old message at once
  const set = (key: string, value: unknown) => {
    ;(form.setData as (k: string, v: unknown) => void)(key, value)
    form.clearErrors(key as never)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    // the file goes only when one was chosen: the request is multipart then
    form.transform(({ image: file, ...rest }) => (file ? { ...rest, image: file } : rest))
    form.submit(method, action, { preserveScroll: true })
  }

  return (
    <form className="cat-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>المنتج</legend>
        <TextField
          id="name"
          label="اسم المنتج"
          required
          value={data.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          maxLength={150}
        />
        <div className="cat-two">
          <TextField
            id="price"
            label="السعر بالريال"
            hint="شامل الضريبة"
            required
            inputMode="decimal"
            dir="ltr"
            placeholder="49.50"
            value={data.price}
            onChange={(e) => set('price', e.target.value)}
            error={errors.price}
          />
          <TextField
            id="old_price"
            label="قبل الخصم"
            inputMode="decimal"
            dir="ltr"
            placeholder="اختياري"
            hint="يظهر مشطوبا"
            value={data.old_price}
            onChange={(e) => set('old_price', e.target.value)}
            error={errors.old_price}
          />
        </div>
        <SelectField
          id="store_category_id"
          label="التصنيف"
          placeholder="بلا تصنيف"
          options={categories}
          value={data.store_category_id}
          onChange={(e) => set('store_category_id', e.target.value)}
          error={errors.store_category_id}
        />
        <ImagePicker
          id="image"
          label="صورة المنتج"
          current={data.remove_image ? null : image}
          error={errors.image}
          onChange={(file) => set('image', file)}
        />
        {image && !data.image && (
          <CheckboxField
            id="remove_image"
            label="إزالة الصورة الحالية"
            checked={data.remove_image}
            onChange={(e) => set('remove_image', e.target.checked)}
          />
        )}
        <CheckboxField
          id="visible"
          label="ظاهر في المتجر"
          checked={data.visible}
          onChange={(e) => set('visible', e.target.checked)}
          error={errors.visible}
        />
      </fieldset>

      <fieldset>
        <legend>تفاصيل إضافية</legend>
        <TextField
          id="slug"
          label="الرابط"
          hint="يكتب تلقائيا من الاسم إن تركته فارغا، ويمكن أن يكون بالعربية"
          value={data.slug}
          onChange={(e) => set('slug', e.target.value)}
          error={errors.slug}
          maxLength={150}
        />
        <TextField
          id="sku"
          label="رمز المنتج (SKU)"
          dir="ltr"
          placeholder="اختياري"
          value={data.sku}
          onChange={(e) => set('sku', e.target.value)}
          error={errors.sku}
          maxLength={40}
        />
        <TextField
          id="keywords"
          label="كلمات البحث"
          hint="كلمات يبحث بها عملاؤك، مفصولة بمسافات"
          value={data.keywords}
          onChange={(e) => set('keywords', e.target.value)}
          error={errors.keywords}
          maxLength={255}
        />
      </fieldset>

      <div className="cat-form-actions">
        <Button type="submit" loading={form.processing}>
          {submitLabel}
        </Button>
        <ButtonLink href={cancelUrl} variant="ghost">
          إلغاء
        </ButtonLink>
      </div>
    </form>
  )
}
