// The booking wizard's second step: any option, or one option chosen per service.
import OptionExtras from '~/components/option_extras'
import type { BookableService, OptionMode } from '~/components/booking/booking_cart_props'
import BookingStep from '~/components/booking/booking_step'

export default function OptionChoiceStep({
  mode,
  onMode,
  services,
  options,
  onOption,
}: {
  mode: OptionMode
  onMode: (mode: OptionMode) => void
  /** the services chosen in the first step */
  services: BookableService[]
  /** the option chosen per service id */
  options: Record<number, number>
  onOption: (serviceId: number, optionId: number) => void
}) {
  return (
    <BookingStep title="الخيارات">
      <div className="booking-modes" role="radiogroup" aria-label="طريقة اختيار الخيارات">
        <label className={mode === 'any' ? 'chosen' : undefined}>
          <input type="radio" name="mode" checked={mode === 'any'} onChange={() => onMode('any')} />
          أي خيار متاح
        </label>
        <label className={mode === 'each' ? 'chosen' : undefined}>
          <input
            type="radio"
            name="mode"
            checked={mode === 'each'}
            onChange={() => onMode('each')}
          />
          اختيار خيار لكل خدمة
        </label>
      </div>
      {mode === 'each' &&
        services.map((service) => (
          <fieldset key={service.id} className="booking-group">
            <legend>{service.name}</legend>
            {service.options.length === 0 ? (
              <p className="muted">لا توجد خيارات لهذه الخدمة</p>
            ) : (
              service.options.map((option) => (
                <label
                  key={option.id}
                  className={`booking-service ${options[service.id] === option.id ? 'chosen' : ''}`}
                >
                  <input
                    type="radio"
                    name={`option-${service.id}`}
                    checked={options[service.id] === option.id}
                    onChange={() => onOption(service.id, option.id)}
                  />
                  <span className="name">{option.name}</span>
                  <span className="meta">
                    <OptionExtras option={option} />
                  </span>
                </label>
              ))
            )}
          </fieldset>
        ))}
      {mode === 'any' && <p className="muted">سيختار المركز الخيار المناسب عند وصولك.</p>}
    </BookingStep>
  )
}
