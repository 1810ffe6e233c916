// The delivery settings' requested dates: the lead time, the time slots to choose from, the closed days.
import { Button, CheckboxField, NumberField } from '~/components/ui'
import { bindField } from '~/lib/bind_field'
import { errorOf, listEditor, type DeliveryForm, type DeliveryProps } from './delivery_form'

const SUGGESTED_SLOTS = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00']

export default function DeliveryDateFields({
  form,
  days,
}: {
  form: DeliveryForm
  days: DeliveryProps['days']
}) {
  const error = errorOf(form)
  const slots = listEditor(form, 'time_slots')
  const closed = form.data.closed_days
  const toggleDay = (day: string, isClosed: boolean) =>
    form.setData('closed_days', isClosed ? [...closed, day] : closed.filter((d) => d !== day))

  return (
    <>
      <NumberField
        id="lead_days"
        label="مدة التجهيز (أيام)"
        hint="أقرب تاريخ يختاره العميل بعد هذه المدة، مثل 2 لطلبات المخبز."
        {...bindField(form, 'lead_days')}
      />
      <fieldset className="delivery-group">
        <legend>أوقات التسليم</legend>
        {slots.rows.map((slot, index) => (
          <div className="delivery-row" key={index}>
            <NumberField
              id={`time_slots_${index}`}
              label={`الوقت ${index + 1}`}
              placeholder="09:00-12:00"
              value={slot}
              onChange={(event) => slots.set(index, event.target.value)}
              error={error(`time_slots.${index}`)}
            />
            <Button type="button" variant="ghost" onClick={() => slots.remove(index)}>
              حذف الوقت {index + 1}
            </Button>
          </div>
        ))}
        <div className="site-form-actions">
          <Button type="button" variant="outline" onClick={() => slots.add('')}>
            إضافة وقت
          </Button>
          {slots.rows.length === 0 && (
            <Button type="button" variant="ghost" onClick={() => slots.replace(SUGGESTED_SLOTS)}>
              الأوقات المقترحة
            </Button>
          )}
        </div>
        <p className="dash-muted">بلا أوقات يختار العميل التاريخ فقط.</p>
      </fieldset>
      <fieldset className="delivery-group delivery-days">
        <legend>أيام لا يسلم فيها المتجر</legend>
        {days.map((day) => (
          <CheckboxField
            key={day.value}
            id={`closed_${day.value}`}
            label={day.label}
            checked={closed.includes(day.value)}
            onChange={(event) => toggleDay(day.value, event.target.checked)}
          />
        ))}
        <p className="dash-muted">للاستلام من الفرع تتبع الأيام أوقات عمل الفرع.</p>
      </fieldset>
    </>
  )
}
