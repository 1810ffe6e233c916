import '~/css/dashboard_website.css'
import '~/css/delivery_settings.css'
import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type DeliverySettingsController from '#controllers/dashboard/delivery_settings_controller'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, CheckboxField, SelectField, TextField } from '~/components/ui'
import { route } from '~/lib/route'
import { bindCheckbox } from '~/lib/bind_field'
import SiteFormCard from '~/components/dashboard/site_form_card'
import PageHead from '~/components/dashboard/page_head'

type Props = InferPageProps<DeliverySettingsController, 'edit'>

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

const SUGGESTED_SLOTS = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00']

/**
 * /dashboard/{username}/delivery-settings: delivery on or off with its fee (flat, or per city), free
 * delivery above an amount, pick-up from a branch, and the requested date and time slot with a lead time.
 */
export default function DeliverySettingsEdit({ settings, days, hasBranches, username }: Props) {
  const form = useForm(settings)
  const { data, errors } = form
  const error = (key: string) => (errors as Record<string, string | undefined>)[key]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.put(route('dashboard.delivery_settings.update', { username }), {
      preserveScroll: true,
      // the saved values as the server reads them (١٥ becomes 15.00)
      onSuccess: (page) => form.setData((page.props as unknown as Props).settings),
    })
  }

  const setCity = (index: number, key: 'city' | 'fee', value: string) =>
    form.setData(
      'city_fees',
      data.city_fees.map((entry, i) => (i === index ? { ...entry, [key]: value } : entry))
    )
  const setSlot = (index: number, value: string) =>
    form.setData(
      'time_slots',
      data.time_slots.map((slot, i) => (i === index ? value : slot))
    )
  const toggleDay = (day: string, closed: boolean) =>
    form.setData(
      'closed_days',
      closed ? [...data.closed_days, day] : data.closed_days.filter((d) => d !== day)
    )

  return (
    <>
      <Seo title="التوصيل والاستلام" />
      <form className="dash-page site-form" onSubmit={submit} noValidate>
        <PageHead
          title="التوصيل والاستلام"
          lead="رسوم التوصيل وحد التوصيل المجاني والاستلام من الفرع وموعد التسليم الذي يختاره العميل."
        />

        <SiteFormCard id="delivery-fee" title="التوصيل">
          <CheckboxField
            id="delivery_enabled"
            label="توصيل الطلبات إلى عنوان العميل"
            error={error('delivery_enabled')}
            {...bindCheckbox(form, 'delivery_enabled')}
          />
          {data.delivery_enabled && (
            <>
              <SelectField
                id="fee_mode"
                label="رسوم التوصيل"
                options={[
                  { value: 'flat', label: 'رسوم واحدة لكل المدن' },
                  { value: 'city', label: 'رسوم لكل مدينة' },
                ]}
                value={data.fee_mode}
                onChange={(event) => form.setData('fee_mode', event.target.value as 'flat')}
                error={error('fee_mode')}
              />
              <TextField
                id="flat_fee"
                label={
                  data.fee_mode === 'flat' ? 'رسوم التوصيل (ريال)' : 'رسوم المدن الأخرى (ريال)'
                }
                inputMode="decimal"
                dir="ltr"
                hint="تشمل ضريبة القيمة المضافة. اكتب 0 للتوصيل المجاني."
                value={data.flat_fee}
                onChange={(event) => form.setData('flat_fee', event.target.value)}
                error={error('flat_fee')}
              />
              {data.fee_mode === 'city' && (
                <fieldset className="delivery-group">
                  <legend>رسوم كل مدينة</legend>
                  <datalist id="saudi-cities">
                    {SAUDI_CITIES.map((city) => (
                      <option key={city} value={city} />
                    ))}
                  </datalist>
                  {data.city_fees.map((entry, index) => (
                    <div className="delivery-row" key={index}>
                      <TextField
                        id={`city_fees_${index}_city`}
                        label="المدينة"
                        list="saudi-cities"
                        value={entry.city}
                        onChange={(event) => setCity(index, 'city', event.target.value)}
                        error={error(`city_fees.${index}.city`)}
                      />
                      <TextField
                        id={`city_fees_${index}_fee`}
                        label="الرسوم (ريال)"
                        inputMode="decimal"
                        dir="ltr"
                        value={entry.fee}
                        onChange={(event) => setCity(index, 'fee', event.target.value)}
                        error={error(`city_fees.${index}.fee`)}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        onClick={() =>
                          form.setData(
                            'city_fees',
                            data.city_fees.filter((_, i) => i !== index)
                          )
                        }
                      >
                        حذف {entry.city || 'المدينة'}
                      </Button>
                    </div>
                  ))}
                  {error('city_fees') && (
                    <p className="ui-error" role="alert">
                      {error('city_fees')}
                    </p>
                  )}
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() =>
                      form.setData('city_fees', [...data.city_fees, { city: '', fee: '' }])
                    }
                  >
                    إضافة مدينة
                  </Button>
                  <SelectField
                    id="other_cities"
                    label="المدن غير المذكورة في القائمة"
                    options={[
                      { value: 'flat', label: 'توصل برسوم المدن الأخرى' },
                      { value: 'refuse', label: 'لا يوصل إليها' },
                    ]}
                    value={data.other_cities}
                    onChange={(event) => form.setData('other_cities', event.target.value as 'flat')}
                    error={error('other_cities')}
                  />
                </fieldset>
              )}
              <TextField
                id="free_above"
                label="توصيل مجاني للطلبات من (ريال)"
                inputMode="decimal"
                dir="ltr"
                hint="اتركه فارغا إن لم يكن هناك توصيل مجاني."
                value={data.free_above}
                onChange={(event) => form.setData('free_above', event.target.value)}
                error={error('free_above')}
              />
            </>
          )}
        </SiteFormCard>

        <SiteFormCard id="delivery-pickup" title="الاستلام من الفرع">
          <CheckboxField
            id="pickup_enabled"
            label="يستلم العميل طلبه من الفرع بلا رسوم"
            error={error('pickup_enabled')}
            {...bindCheckbox(form, 'pickup_enabled')}
          />
          {!hasBranches && (
            <p className="dash-muted">
              الاستلام يحتاج فرعا واحدا على الأقل.{' '}
              <Link href={route('dashboard.branches.index', { username })}>أضف فرعا</Link>
            </p>
          )}
        </SiteFormCard>

        <SiteFormCard id="delivery-dates" title="موعد التسليم">
          <CheckboxField
            id="scheduling_enabled"
            label="يختار العميل تاريخ التسليم ووقته"
            error={error('scheduling_enabled')}
            {...bindCheckbox(form, 'scheduling_enabled')}
          />
          {data.scheduling_enabled && (
            <>
              <TextField
                id="lead_days"
                label="مدة التجهيز (أيام)"
                inputMode="numeric"
                dir="ltr"
                hint="أقرب تاريخ يختاره العميل بعد هذه المدة، مثل 2 لطلبات المخبز."
                value={data.lead_days}
                onChange={(event) => form.setData('lead_days', event.target.value)}
                error={error('lead_days')}
              />
              <fieldset className="delivery-group">
                <legend>أوقات التسليم</legend>
                {data.time_slots.map((slot, index) => (
                  <div className="delivery-row" key={index}>
                    <TextField
                      id={`time_slots_${index}`}
                      label={`الوقت ${index + 1}`}
                      dir="ltr"
                      inputMode="numeric"
                      placeholder="09:00-12:00"
                      value={slot}
                      onChange={(event) => setSlot(index, event.target.value)}
                      error={error(`time_slots.${index}`)}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() =>
                        form.setData(
                          'time_slots',
                          data.time_slots.filter((_, i) => i !== index)
                        )
                      }
                    >
                      حذف الوقت {index + 1}
                    </Button>
                  </div>
                ))}
                <div className="site-form-actions">
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => form.setData('time_slots', [...data.time_slots, ''])}
                  >
                    إضافة وقت
                  </Button>
                  {data.time_slots.length === 0 && (
                    <Button
                      type="button"
                      variant="ghost"
                      onClick={() => form.setData('time_slots', SUGGESTED_SLOTS)}
                    >
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
                    checked={data.closed_days.includes(day.value)}
                    onChange={(event) => toggleDay(day.value, event.target.checked)}
                  />
                ))}
                <p className="dash-muted">للاستلام من الفرع تتبع الأيام أوقات عمل الفرع.</p>
              </fieldset>
            </>
          )}
        </SiteFormCard>

        <div className="site-form-actions">
          <Button type="submit" loading={form.processing}>
            حفظ إعدادات التوصيل
          </Button>
        </div>
      </form>
    </>
  )
}

DeliverySettingsEdit.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
