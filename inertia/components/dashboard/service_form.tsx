import '../../css/dashboard_catalogue.css'
import { useForm } from '@inertiajs/react'
import { useDraft } from '~/lib/drafts'
import { Button, Field, TextField } from '~/components/ui'
import {
  CatalogueItemFields,
  CategoryField,
  FormActions,
  SlugField,
  fieldBinder,
  fieldSetter,
  submitTo,
  withChosenImage,
} from './record_form'

export interface ServiceValues {
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
  action,
  method,
  cancelUrl,
  submitLabel,
}: {
  initial: ServiceValues
  image?: string | null
  categories: { value: number; label: string }[]
  action: string
  method: 'post' | 'put'
  cancelUrl: string
  submitLabel: string
}) {
  const form = useForm({ ...initial, image: null as File | null, remove_image: false })
  const draft = useDraft(form)
  const { data } = form
  const errors = form.errors as Record<string, string | undefined>
  const set = fieldSetter(form)
  const bind = fieldBinder(form, set)
  const options = data.options

  const setOptions = (next: ServiceValues['options']) => set('options', next)
  const change = (index: number, key: 'name' | 'extra_price' | 'extra_minutes', value: string) =>
    setOptions(options.map((row, i) => (i === index ? { ...row, [key]: value } : row)))
  const move = (index: number, by: number) => {
    const next = [...options]
    const [row] = next.splice(index, 1)
    next.splice(index + by, 0, row)
    setOptions(next)
  }

  const submit = submitTo(form, method, action, ({ options: list, ...rest }) => {
    // a new option has no id; an empty name row is dropped
    const sent = list
      .filter((option) => option.name.trim() !== '')
      .map(({ id, ...option }) => (id ? { id, ...option } : option))
    return { ...withChosenImage(rest), options: sent }
  })

  const optionErrors = Object.entries(errors)
    .filter(([key]) => key === 'options' || key.startsWith('options.'))
    .map(([, message]) => message)

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
          <TextField
            id="duration"
            label="المدة بالدقائق"
            required
            inputMode="numeric"
            dir="ltr"
            value={data.duration}
            onChange={(e) => set('duration', e.target.value)}
            error={errors.duration}
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

      <fieldset>
        <legend>الخيارات</legend>
        <Field
          id="option-new"
          label="خيارات يختار منها العميل عند الحجز (مثل اسم المختص أو الحجم)"
          hint="لكل خيار سعر ومدة يضافان إلى الخدمة إن أردت؛ بلا خيارات يحجز العميل الخدمة بأي خيار متاح"
          error={optionErrors[0]}
        >
          <ul className="cat-options">
            {options.map((option, index) => (
              <li key={option.id ?? `new-${index}`}>
                <input
                  aria-label={`الخيار ${index + 1}`}
                  value={option.name}
                  maxLength={100}
                  onChange={(e) => change(index, 'name', e.target.value)}
                />
                <span className="cat-option-extras">
                  <input
                    aria-label={`السعر الإضافي للخيار ${index + 1} بالريال`}
                    placeholder="+ ريال"
                    inputMode="decimal"
                    dir="ltr"
                    value={option.extra_price}
                    maxLength={10}
                    onChange={(e) => change(index, 'extra_price', e.target.value)}
                  />
                  <input
                    aria-label={`المدة الإضافية للخيار ${index + 1} بالدقائق`}
                    placeholder="+ دقيقة"
                    inputMode="numeric"
                    dir="ltr"
                    value={option.extra_minutes}
                    maxLength={3}
                    onChange={(e) => change(index, 'extra_minutes', e.target.value)}
                  />
                </span>
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`تقديم ${option.name || 'الخيار'}`}
                >
                  ▲
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === options.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`تأخير ${option.name || 'الخيار'}`}
                >
                  ▼
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => setOptions(options.filter((_, i) => i !== index))}
                  aria-label={`حذف ${option.name || 'الخيار'}`}
                >
                  ✕
                </Button>
              </li>
            ))}
          </ul>
        </Field>
        <Button
          variant="outline"
          id="option-new"
          onClick={() =>
            setOptions([...options, { id: null, name: '', extra_price: '', extra_minutes: '' }])
          }
        >
          إضافة خيار
        </Button>
      </fieldset>

      <fieldset>
        <legend>صفحة الخدمة</legend>
        <SlugField {...bind('slug')} />
      </fieldset>

      <FormActions
        processing={form.processing}
        submitLabel={submitLabel}
        cancelUrl={cancelUrl}
        draft={draft}
      />
    </form>
  )
}
