import type { FormEvent } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import { SelectField, TextField } from '~/components/ui/field'
import type { SharedProps } from '@adonisjs/inertia/types'
import { route } from '~/lib/route'
import { bindField } from '~/lib/bind_field'

/**
 * The add-address form (Saudi national address): country (only Saudi Arabia), city, district, street,
 * short address (4 letters and 4 digits, e.g. RRRD2929). Save adds the card and resets the form; cancel
 * closes it. `choose` makes the new address the order's (checkout shipping step).
 */
export default function AccountAddressForm({
  onDone,
  choose = false,
}: {
  onDone: () => void
  choose?: boolean
}) {
  const { username } = usePage<SharedProps>().props
  const form = useForm({
    country: 'SA',
    city: '',
    district: '',
    street: '',
    short_address: '',
    choose,
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    form.post(route('store.addresses.store', { username }), {
      preserveScroll: true,
      onSuccess: () => {
        form.reset()
        onDone()
      },
    })
  }

  return (
    <form className="card address-form" onSubmit={submit} noValidate aria-label="عنوان جديد">
      <h2>عنوان جديد</h2>
      <SelectField
        id="country"
        label="الدولة"
        options={[{ value: 'SA', label: 'المملكة العربية السعودية' }]}
        {...bindField(form, 'country')}
      />
      <div className="form-grid">
        <TextField id="city" label="المدينة" required {...bindField(form, 'city')} />
        <TextField id="district" label="الحي" required {...bindField(form, 'district')} />
      </div>
      <TextField id="street" label="الشارع" required {...bindField(form, 'street')} />
      <TextField
        id="short_address"
        label="العنوان المختصر"
        dir="ltr"
        placeholder="RRRD2929"
        maxLength={8}
        autoCapitalize="characters"
        required
        value={form.data.short_address}
        onChange={(e) => form.setData('short_address', e.target.value.toUpperCase())}
        error={form.errors.short_address}
      />
      <p className="muted small">العنوان المختصر من العنوان الوطني: 4 حروف ثم 4 أرقام.</p>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={form.processing}>
          حفظ
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            form.reset()
            form.clearErrors()
            onDone()
          }}
        >
          إلغاء
        </button>
      </div>
    </form>
  )
}

/** The card that opens the add-address form (the addresses tab and the checkout's shipping step). */
export function AddAddressCard({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="card address-card add-card" onClick={onClick}>
      <span aria-hidden="true">+</span> إضافة عنوان جديد
    </button>
  )
}
