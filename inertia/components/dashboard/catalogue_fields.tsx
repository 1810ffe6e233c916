// The fields of a catalogue item's form (product, service): prices, picture, category and the main fieldset.
import type { ReactNode } from 'react'
import type { Errors, Setter } from '~/components/dashboard/record_form_tools'
import { NameField } from '~/components/dashboard/record_fields'
import { CheckboxField, ImagePicker, SelectField, NumberField } from '~/components/ui'

/** Price and the optional price before the discount, in riyals with VAT ("49.50"). */
function PriceFields({
  price,
  oldPrice,
  errors,
  set,
  placeholder,
}: {
  price: string
  oldPrice: string
  errors: Errors
  set: Setter
  placeholder: string
}) {
  return (
    <div className="cat-two">
      <NumberField
        decimal
        id="price"
        label="السعر بالريال"
        hint="السعر النهائي الذي يدفعه العميل"
        required
        placeholder={placeholder}
        value={price}
        onChange={(e) => set('price', e.target.value)}
        error={errors.price}
      />
      <NumberField
        decimal
        id="old_price"
        label="قبل الخصم"
        placeholder="اختياري"
        hint="يظهر مشطوبا"
        value={oldPrice}
        onChange={(e) => set('old_price', e.target.value)}
        error={errors.old_price}
      />
    </div>
  )
}

/**
 * An image picker (field `name`) and a tick to remove the current image (`remove_<name>`), offered
 * while there is a current image (and, where asked, no new one chosen).
 */
export function RemovableImageField({
  name = 'image',
  label,
  removeLabel,
  current,
  remove,
  offerRemove = Boolean(current),
  error,
  set,
}: {
  name?: string
  label: string
  removeLabel: string
  current?: string | null
  remove: boolean
  offerRemove?: boolean
  error?: string
  set: Setter
}) {
  return (
    <>
      <ImagePicker
        id={name}
        label={label}
        current={remove ? null : current}
        error={error}
        onChange={(file) => set(name, file)}
      />
      {offerRemove && (
        <CheckboxField
          id={`remove_${name}`}
          label={removeLabel}
          checked={remove}
          onChange={(e) => set(`remove_${name}`, e.target.checked)}
        />
      )}
    </>
  )
}

/** The image picker, and a tick to remove the current image when no new one is chosen. */
export function ImageFields({
  label,
  current,
  chosen,
  remove,
  error,
  set,
}: {
  label: string
  current?: string | null
  chosen: File | null
  remove: boolean
  error?: string
  set: Setter
}) {
  return (
    <RemovableImageField
      label={label}
      removeLabel="إزالة الصورة الحالية"
      current={current}
      remove={remove}
      offerRemove={Boolean(current) && !chosen}
      error={error}
      set={set}
    />
  )
}

/** A catalogue item's category (field `name`): one of the catalogue's categories, or none. */
export function CategoryField({
  name,
  value,
  error,
  set,
  options,
}: {
  name: string
  value: string
  error?: string
  set: Setter
  options: { value: number; label: string }[]
}) {
  return (
    <SelectField
      id={name}
      label="التصنيف"
      placeholder="بلا تصنيف"
      options={options}
      value={value}
      onChange={(e) => set(name, e.target.value)}
      error={error}
    />
  )
}

/**
 * The main fieldset of a catalogue item's form (product, service): the name, the prices, what the
 * catalogue adds (`children`: the category, and a service's duration), the picture and the shown tick.
 */
export function CatalogueItemFields({
  legend,
  nameLabel,
  imageLabel,
  visibleLabel,
  pricePlaceholder,
  data,
  errors,
  set,
  image,
  children,
}: {
  legend: string
  nameLabel: string
  imageLabel: string
  visibleLabel: string
  pricePlaceholder: string
  data: {
    name: string
    price: string
    old_price: string
    image: File | null
    remove_image: boolean
    visible: boolean
  }
  errors: Errors
  set: Setter
  image?: string | null
  children: ReactNode
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <NameField
        label={nameLabel}
        value={data.name}
        error={errors.name}
        set={set}
        maxLength={150}
      />
      <PriceFields
        price={data.price}
        oldPrice={data.old_price}
        errors={errors}
        set={set}
        placeholder={pricePlaceholder}
      />
      {children}
      <ImageFields
        label={imageLabel}
        current={image}
        chosen={data.image}
        remove={data.remove_image}
        error={errors.image}
        set={set}
      />
      <CheckboxField
        id="visible"
        label={visibleLabel}
        checked={data.visible}
        onChange={(e) => set('visible', e.target.checked)}
        error={errors.visible}
      />
    </fieldset>
  )
}
