// The cart's and the address step's word on delivery: the fee (or "by city"), and free delivery from an amount.
import Money from '~/components/ui/money'

export interface DeliveryNoteData {
  delivery: boolean
  pickup: boolean
  byCity: boolean
  fee: number
  free: boolean
  freeAbove: number | null
  missingForFree: number | null
}

export default function DeliveryNote({ note }: { note: DeliveryNoteData }) {
  if (!note.delivery) {
    return <p className="delivery-note muted small">يستلم الطلب من الفرع بلا رسوم توصيل.</p>
  }
  return (
    <div className="delivery-note">
      <p className="small">
        {note.free ? (
          'التوصيل مجاني لهذا الطلب'
        ) : note.byCity ? (
          'رسوم التوصيل حسب مدينة العنوان'
        ) : note.fee > 0 ? (
          <>
            رسوم التوصيل <Money halalas={note.fee} />
          </>
        ) : (
          'التوصيل بلا رسوم'
        )}
      </p>
      {note.missingForFree !== null && note.missingForFree > 0 && (
        <p className="muted small">
          أضف <Money halalas={note.missingForFree} /> ليصبح التوصيل مجانيا
        </p>
      )}
      {note.pickup && <p className="muted small">أو استلم طلبك من الفرع بلا رسوم.</p>}
    </div>
  )
}
