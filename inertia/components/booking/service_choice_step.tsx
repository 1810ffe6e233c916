// The booking wizard's first step: the services to book, by category.
import Money from '~/components/ui/money'
import { formatDuration } from '~/components/store_format'
import type { BookingCartProps } from '~/components/booking/booking_cart_props'
import BookingStep from '~/components/booking/booking_step'

export default function ServiceChoiceStep({
  categories,
  selected,
  onToggle,
}: {
  categories: BookingCartProps['categories']
  selected: number[]
  onToggle: (id: number) => void
}) {
  return (
    <BookingStep title="اختر الخدمات">
      {categories.map((group) => (
        <fieldset key={group.id ?? 'others'} className="booking-group">
          <legend>{group.name}</legend>
          {group.services.map((service) => (
            <label
              key={service.id}
              className={`booking-service ${selected.includes(service.id) ? 'chosen' : ''}`}
            >
              <input
                type="checkbox"
                name="services"
                value={service.id}
                checked={selected.includes(service.id)}
                onChange={() => onToggle(service.id)}
              />
              <span className="name">{service.name}</span>
              <span className="meta">
                <Money halalas={service.price} />
                <span className="muted">{formatDuration(service.durationMinutes)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </BookingStep>
  )
}
