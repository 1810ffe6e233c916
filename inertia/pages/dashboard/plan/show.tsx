// The website's plan: the plan in force and its end, the plans to subscribe, renew, upgrade or downgrade to.
import { useState, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { useForm } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PlanController from '#controllers/dashboard/plan_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/dashboard_plan.css'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import { Button } from '~/components/ui'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate } from '~/lib/format'
import PageHead from '~/components/dashboard/page_head'

type Props = InferPageProps<PlanController, 'show'>
type Option = Props['plans'][number]

function currentLine(current: Props['current']) {
  if (current.trial) {
    return current.expired
      ? `انتهت الفترة التجريبية في ${formatDate(current.endsAt)}.`
      : `الفترة التجريبية تنتهي في ${formatDate(current.endsAt)}.`
  }
  if (current.paid) return `اشتراك ${current.period} ينتهي في ${formatDate(current.endsAt)}.`
  if (!current.free && !current.endsAt) return 'باقتك مفعلة بلا تاريخ انتهاء.'
  return 'لا يوجد اشتراك مدفوع: موقعك على حدود الباقة المجانية.'
}

function PlanOption({ option, username }: { option: Option; username: string }) {
  const periods = (['monthly', 'yearly'] as const).filter((period) => option[period])
  const [period, setPeriod] = useState(periods[0])
  const form = useForm({ plan_id: option.id, period })
  const chosen = option[period]!
  return (
    <section className={`dash-card plan-option${option.current ? ' is-current' : ''}`}>
      <h2>
        {option.name}
        {option.current && <span className="badge"> باقتك الحالية</span>}
      </h2>
      <p className="dash-muted">{option.description}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          form.post(route('dashboard.plan.checkouts.store', { username }))
        }}
        noValidate
      >
        <fieldset className="plan-periods">
          <legend className="visually-hidden">المدة</legend>
          {periods.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`period-${option.id}`}
                value={value}
                checked={period === value}
                onChange={() => {
                  setPeriod(value)
                  form.setData('period', value)
                }}
              />
              <span>
                {option[value]!.label} {value === 'monthly' ? 'شهري' : 'سنوي'}
              </span>
              <span className="plan-period-price">
                <Money halalas={option[value]!.amount} />
              </span>
            </label>
          ))}
        </fieldset>
        {chosen.kind === 'upgrade' && (
          <p className="dash-muted">
            الترقية تبدأ الآن حتى نهاية فترتك الحالية، وتدفع فرق السعر عن الأيام المتبقية فقط.
          </p>
        )}
        {chosen.kind === 'downgrade' && (
          <p className="dash-muted">تبدأ الباقة الجديدة عند نهاية فترتك الحالية.</p>
        )}
        {(form.errors.plan_id || form.errors.period) && (
          <p className="form-alert" role="alert">
            {form.errors.plan_id ?? form.errors.period}
          </p>
        )}
        <Button type="submit" loading={form.processing}>
          {chosen.label}: ادفع <Money halalas={chosen.amount} />
        </Button>
      </form>
    </section>
  )
}

export default function PlanShow({ billingAvailable, current, scheduled, plans, invoices }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  const offered = plans.filter((option) => option.monthly || option.yearly)
  return (
    <div className="dash-page">
      <Seo title="الباقة والاشتراك | لوحة التحكم" />
      <PageHead
        title="الباقة والاشتراك"
        sub="اشترك أو جدد أو غيّر باقتك، شهريا أو سنويا، وادفع ببطاقتك."
      />

      <section className="dash-card plan-current">
        <h2>باقتك: {current.planName}</h2>
        <p>{currentLine(current)}</p>
        {scheduled && (
          <p>
            مدفوع مسبقا: {scheduled.planName} من {formatDate(scheduled.startsAt)} إلى{' '}
            {formatDate(scheduled.endsAt)}.
          </p>
        )}
        <p className="dash-muted">
          إذا انتهى الاشتراك تبقى بياناتك كلها محفوظة، ويُخفى عن الزوار ما يتجاوز حدود الباقة
          المجانية حتى تجدد.
        </p>
      </section>

      {!billingAvailable ? (
        <section className="dash-card">
          <p>الدفع الإلكتروني للباقات غير متاح الآن. تواصل مع فريق صفحتي.</p>
        </section>
      ) : offered.length === 0 ? (
        <section className="dash-card">
          <p>لديك تجديد مدفوع يبدأ بعد نهاية الفترة الحالية، فلا حاجة إلى دفع آخر الآن.</p>
        </section>
      ) : (
        <div className="plan-options">
          {offered.map((option) => (
            <PlanOption key={option.id} option={option} username={username} />
          ))}
        </div>
      )}

      <section className="dash-card plan-invoices">
        <h2>الفواتير</h2>
        {invoices.length === 0 ? (
          <p className="dash-muted">لا توجد فواتير بعد.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">الرقم</th>
                <th scope="col">التاريخ</th>
                <th scope="col">البيان</th>
                <th scope="col">المبلغ</th>
                <th scope="col">
                  <span className="visually-hidden">طباعة</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className="plan-invoice-number">
                    <bdi>{invoice.number}</bdi>
                  </td>
                  <td>{formatDate(invoice.paidAt)}</td>
                  <td>{invoice.description}</td>
                  <td>
                    <Money halalas={invoice.amount} />
                  </td>
                  <td>
                    <a
                      href={route('dashboard.plan.invoices.show', { username, id: invoice.id })}
                      target="_blank"
                      rel="noopener"
                    >
                      الفاتورة
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}

PlanShow.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
