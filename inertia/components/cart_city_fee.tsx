// The cart's delivery fee to the shopper's city (per-city fees): pick the city, the server prices it.
import { router } from '@inertiajs/react'
import Money from '~/components/ui/money'
import { route } from '~/lib/route'

interface CartCityFee {
  free: boolean
  fee: number
  totals: unknown
  city: { chosen: string | null; options: string[]; refusal: string | null } | null
}

/** Above the free amount the note says it is free; otherwise the picker and the fee it gives. */
export default function CartCityFeeLine({
  note,
  username,
}: {
  note: CartCityFee
  username: string
}) {
  const city = note.city
  if (!city || note.free) return null
  const pick = (value: string) =>
    router.get(route('store.cart.show', { username }), value ? { city: value } : {}, {
      preserveScroll: true,
      preserveState: true,
      replace: true,
      only: ['delivery'],
    })
  return (
    <div className="cart-city">
      <label htmlFor="cart-city">مدينة التوصيل</label>
      <select id="cart-city" value={city.chosen ?? ''} onChange={(e) => pick(e.target.value)}>
        <option value="">اختر مدينتك</option>
        {city.options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p className="small" role="status" aria-live="polite">
        {city.refusal ? (
          city.refusal
        ) : city.chosen && note.totals ? (
          <>
            رسوم التوصيل إلى {city.chosen}: <Money halalas={note.fee} />
          </>
        ) : (
          'رسوم التوصيل: يحدد بعد اختيار العنوان'
        )}
      </p>
    </div>
  )
}
