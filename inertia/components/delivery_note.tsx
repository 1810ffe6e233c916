// The cart's and the address step's word on delivery: the fee (or "by city"), and free delivery from an amount.
import Money from '~/components/ui/money'

interface DeliveryNoteData {
  delivery: boolean
  pickup: boolean
  byCity: boolean
  fee: number
  free: boolean
  freeAbove: number | null
  missingForFree: number | null
  /** the cart's city picker: it says the fee to the city itself (cart_city_fee.tsx) */
  city?: unknown
}

export default function DeliveryNote({ note }: { note: DeliveryNoteData }) {
  if (!note.delivery) {
    return <p className="delivery-note muted small">يستلم الطلب من الفرع بلا رسوم توصيل.</p>
  }
  return (
    <div className="delivery-note">
      {/* a flat fee is a line of the summary itself; these say what the line cannot */}
      {note.free && <p className="small">التوصيل مجاني لهذا الطلب</p>}
      {!note.free && note.byCity && !note.city && (
        <p className="small">رسوم التوصيل حسب مدينة العنوان</p>
      )}
      {note.missingForFree !== null && note.missingForFree > 0 && (
        <p className="muted small">
          أضف <Money halalas={note.missingForFree} /> ليصبح التوصيل مجانيا
        </p>
      )}
      {note.pickup && <p className="muted small">أو استلم طلبك من الفرع بلا رسوم.</p>}
    </div>
  )
}
