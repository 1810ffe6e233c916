// /dashboard/{username}/representatives: the delivery representatives and the cash each still holds.
import type { FormEvent, ReactNode } from 'react'
import { router, useForm, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type RepresentativesController from '#controllers/dashboard/representatives_controller'
import type { RepresentativeRow } from '#presenters/delivery_presenter'
import DashboardLayout from '~/layouts/dashboard_layout'
import FormCard from '~/components/dashboard/form_card'
import DashPage from '~/components/dashboard/records/dash_page'
import { useAddForm } from '~/components/dashboard/use_add_form'
import PlanUpsell from '~/components/dashboard/plan_upsell'
import { Button, CheckboxField, Money, TextField } from '~/components/ui'
import { route } from '~/lib/route'
import { bindField, bindCheckbox } from '~/lib/bind_field'
import '../../../css/dashboard_purchases.css'

type Props = InferPageProps<RepresentativesController, 'index'>

/** One representative's row: edit in place, and record the cash they handed over. */
function RepresentativeItem({ row, username }: { row: RepresentativeRow; username: string }) {
  const form = useForm({ name: row.name, mobile: row.mobile, is_active: row.isActive })
  const save = (event: FormEvent) => {
    event.preventDefault()
    form.put(route('dashboard.representatives.update', { username, id: row.id }), {
      preserveScroll: true,
    })
  }
  return (
    <li className="dash-card dash-representative">
      <form onSubmit={save} className="dash-representative-form" aria-label={row.name}>
        <TextField id={`name-${row.id}`} label="الاسم" {...bindField(form, 'name')} />
        <TextField
          id={`mobile-${row.id}`}
          label="الجوال"
          dir="ltr"
          inputMode="tel"
          {...bindField(form, 'mobile')}
        />
        <CheckboxField id={`active-${row.id}`} label="نشط" {...bindCheckbox(form, 'is_active')} />
        <Button type="submit" variant="outline" loading={form.processing}>
          حفظ
        </Button>
      </form>
      <p className="dash-representative-cash">
        {row.cashDue > 0 ? (
          <>
            لديه <Money halalas={row.cashDue} /> من {row.cashDueOrders} طلب لم يسلّمها بعد
          </>
        ) : (
          'لا يوجد لديه مبلغ لم يسلّمه'
        )}
        {row.openOrders > 0 && (
          <span className="dash-muted"> · {row.openOrders} طلب قيد التوصيل</span>
        )}
      </p>
      {row.cashDue > 0 && (
        <Button
          variant="primary"
          onClick={() =>
            router.post(
              route('dashboard.representatives.hand_over', { username, id: row.id }),
              {},
              { preserveScroll: true }
            )
          }
        >
          استلمت المبلغ منه
        </Button>
      )}
    </li>
  )
}

/**
 * The merchant's representatives (name, Saudi mobile, active) with, for each, the cash collected from
 * customers and not yet handed over. Without the plan's manage_representatives: a word on the plans.
 */
export default function RepresentativesIndex({ allowed, representatives }: Props) {
  const { username } = usePage<{ username: string }>().props
  const { form, add } = useAddForm(route('dashboard.representatives.store', { username }), {
    name: '',
    mobile: '',
    is_active: true,
  })
  const totalDue = representatives.reduce((sum, row) => sum + row.cashDue, 0)

  return (
    <DashPage
      title="المناديب"
      sub="أسند الطلبات إلى مناديبك من صفحة الطلب، وأرسل لكل مندوب رابط الطلب عبر واتساب."
    >
      {!allowed ? (
        <PlanUpsell text="إدارة المناديب غير مشمولة في باقتك الحالية. رقِّ باقتك لإسناد الطلبات إلى مناديب التوصيل." />
      ) : (
        <>
          <FormCard
            id="add-representative"
            title="إضافة مندوب"
            onSubmit={add}
            submitLabel="إضافة"
            processing={form.processing}
            formClassName="dash-representative-form"
            noValidate={false}
          >
            <TextField id="name" label="الاسم" required {...bindField(form, 'name')} />
            <TextField
              id="mobile"
              label="الجوال"
              required
              dir="ltr"
              inputMode="tel"
              placeholder="05xxxxxxxx"
              {...bindField(form, 'mobile')}
            />
          </FormCard>
          {totalDue > 0 && (
            <p className="dash-card" role="status">
              مجموع النقد لدى المناديب: <Money halalas={totalDue} />
            </p>
          )}
          {representatives.length === 0 ? (
            <p className="dash-muted">لم تضف أي مندوب بعد.</p>
          ) : (
            <ul className="dash-representatives">
              {representatives.map((row) => (
                <RepresentativeItem key={row.id} row={row} username={username} />
              ))}
            </ul>
          )}
        </>
      )}
    </DashPage>
  )
}

RepresentativesIndex.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
