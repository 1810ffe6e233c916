// The delivery settings' fee per city: a row per city with its fee, and what the cities not listed get.
import { Button, NumberField, SelectField, TextField } from '~/components/ui'
import { bindChoice } from '~/components/dashboard/fields/bind'
import { errorOf, listEditor, type DeliveryForm } from './delivery_form'

/** What the cities not in the list get: the other cities' fee, or no delivery. */
const OTHER_CITIES = [
  { value: 'flat', label: 'توصل برسوم المدن الأخرى' },
  { value: 'refuse', label: 'لا يوصل إليها' },
]

/** Saudi cities the per-city list suggests as the merchant types (any other city may be written). */
const SAUDI_CITIES = [
  'الرياض',
  'جدة',
  'مكة المكرمة',
  'المدينة المنورة',
  'الدمام',
  'الخبر',
  'الظهران',
  'الأحساء',
  'القطيف',
  'الجبيل',
  'الطائف',
  'تبوك',
  'بريدة',
  'عنيزة',
  'حائل',
  'أبها',
  'خميس مشيط',
  'جازان',
  'نجران',
  'ينبع',
  'الخرج',
  'الباحة',
  'سكاكا',
  'عرعر',
]

export default function CityFeeList({ form }: { form: DeliveryForm }) {
  const error = errorOf(form)
  const cities = listEditor(form, 'city_fees')
  return (
    <fieldset className="delivery-group">
      <legend>رسوم كل مدينة</legend>
      <datalist id="saudi-cities">
        {SAUDI_CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      {cities.rows.map((entry, index) => (
        <div className="delivery-row" key={index}>
          <TextField
            id={`city_fees_${index}_city`}
            label="المدينة"
            list="saudi-cities"
            value={entry.city}
            onChange={(event) => cities.set(index, { ...entry, city: event.target.value })}
            error={error(`city_fees.${index}.city`)}
          />
          <NumberField
            decimal
            id={`city_fees_${index}_fee`}
            label="الرسوم (ريال)"
            value={entry.fee}
            onChange={(event) => cities.set(index, { ...entry, fee: event.target.value })}
            error={error(`city_fees.${index}.fee`)}
          />
          <Button type="button" variant="ghost" onClick={() => cities.remove(index)}>
            حذف {entry.city || 'المدينة'}
          </Button>
        </div>
      ))}
      {error('city_fees') && (
        <p className="ui-error" role="alert">
          {error('city_fees')}
        </p>
      )}
      <Button type="button" variant="outline" onClick={() => cities.add({ city: '', fee: '' })}>
        إضافة مدينة
      </Button>
      <SelectField
        label="المدن غير المذكورة في القائمة"
        options={OTHER_CITIES}
        {...bindChoice(form, 'other_cities')}
      />
    </fieldset>
  )
}
