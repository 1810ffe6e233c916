// /dashboard/{username}/delivery-settings: delivery's fee and free threshold, pick-up, and requested dates.
import '~/css/dashboard_website.css'
import '~/css/delivery_settings.css'
import type { FormEvent, ReactNode } from 'react'
import { Link, useForm } from '@inertiajs/react'
import Seo from '~/components/seo'
import DashboardLayout from '~/layouts/dashboard_layout'
import { Button, CheckboxField, NumberField, SelectField } from '~/components/ui'
import { route } from '~/lib/route'
import { bindCheckbox } from '~/lib/bind_field'
import { bindChoice, bindNamed } from '~/components/dashboard/fields/bind'
import SiteFormCard from '~/components/dashboard/site_form_card'
import PageHead from '~/components/dashboard/page_head'
import CityFeeList from '~/components/dashboard/delivery/city_fee_list'
import DeliveryDateFields from '~/components/dashboard/delivery/delivery_date_fields'
import { errorOf, type DeliveryProps } from '~/components/dashboard/delivery/delivery_form'

/** One fee for every city, or a fee per city. */
const FEE_MODES = [
  { value: 'flat', label: 'رسوم واحدة لكل المدن' },
  { value: 'city', label: 'رسوم لكل مدينة' },
]

/**
 * /dashboard/{username}/delivery-settings: delivery on or off with its fee (flat, or per city), free
 * delivery above an amount, pick-up from a branch, and the requested date and time slot with a lead time.
 */
export default function DeliverySettingsEdit({
  settings,
  days,
  hasBranches,
  username,
}: DeliveryProps) {
  const form = useForm(settings)
  const { data } = form
  const error = errorOf(form)
  /** A card's switch: delivery, pick-up or requested dates on or off. */
  const toggle = (name: 'delivery_enabled' | 'pickup_enabled' | 'scheduling_enabled') => ({
    id: name,
    error: error(name),
    ...bindCheckbox(form, name),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.put(route('dashboard.delivery_settings.update', { username }), {
      preserveScroll: true,
      // the saved values as the server reads them (١٥ becomes 15.00)
      onSuccess: (page) => form.setData((page.props as unknown as DeliveryProps).settings),
    })
  }

  return (
    <>
      <Seo title="التوصيل والاستلام" />
      <form className="dash-page site-form" onSubmit={submit} noValidate>
        <PageHead
          title="التوصيل والاستلام"
          lead="رسوم التوصيل وحد التوصيل المجاني والاستلام من الفرع وموعد التسليم الذي يختاره العميل."
        />

        <SiteFormCard id="delivery-fee" title="التوصيل">
          <CheckboxField label="توصيل الطلبات إلى عنوان العميل" {...toggle('delivery_enabled')} />
          {data.delivery_enabled && (
            <>
              <SelectField
                label="رسوم التوصيل"
                options={FEE_MODES}
                {...bindChoice(form, 'fee_mode')}
              />
              <NumberField
                decimal
                label={
                  data.fee_mode === 'flat' ? 'رسوم التوصيل (ريال)' : 'رسوم المدن الأخرى (ريال)'
                }
                hint="تشمل ضريبة القيمة المضافة. اكتب 0 للتوصيل المجاني."
                {...bindNamed(form, 'flat_fee')}
              />
              {data.fee_mode === 'city' && <CityFeeList form={form} />}
              <NumberField
                decimal
                label="توصيل مجاني للطلبات من (ريال)"
                hint="اتركه فارغا إن لم يكن هناك توصيل مجاني."
                {...bindNamed(form, 'free_above')}
              />
            </>
          )}
        </SiteFormCard>

        <SiteFormCard id="delivery-pickup" title="الاستلام من الفرع">
          <CheckboxField
            label="يستلم العميل طلبه من الفرع بلا رسوم"
            {...toggle('pickup_enabled')}
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
            label="يختار العميل تاريخ التسليم ووقته"
            {...toggle('scheduling_enabled')}
          />
          {data.scheduling_enabled && <DeliveryDateFields form={form} days={days} />}
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
