// The first page of a website's dashboard: setup, sales, figures, visits, live sites and plan.
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OverviewController from '#controllers/dashboard/overview_controller'
import '../../../css/dashboard_overview.css'
import Seo from '~/components/seo'
import { Money } from '~/components/ui'
import DashboardLayout from '~/layouts/dashboard_layout'
import { sectionUrl } from '~/components/dashboard/shell/navigation'
import { route } from '~/lib/route'
import { formatCount, formatDate } from '~/lib/format'
import OpenSwitch from '~/components/dashboard/overview/open_switch'
import SetupChecklist from '~/components/dashboard/overview/setup_checklist'
import VisitsCard from '~/components/dashboard/overview/visits_card'
import MetaRow from '~/components/dashboard/meta_row'

type Props = InferPageProps<OverviewController, 'show'>
type Period = Props['today']

/** Today's or this month's sales: the VAT-inclusive total, its VAT, and what made it. */
function SalesCard({ title, period }: { title: string; period: Period }) {
  return (
    <li className="dash-sales">
      <h3>{title}</h3>
      <Money halalas={period.sales.total} className="dash-sales-total" />
      <p className="dash-sales-vat">
        منها ضريبة القيمة المضافة <Money halalas={period.sales.vat} />
      </p>
      <dl className="dash-sales-counts">
        <MetaRow term="الطلبات">{formatCount(period.orders)}</MetaRow>
        <MetaRow term="الحجوزات">{formatCount(period.bookings)}</MetaRow>
      </dl>
    </li>
  )
}

interface Stat {
  label: string
  value: number
  /** what the figure is out of, in words */
  detail: string
  /** the dashboard section that lists these, linked once it exists */
  section: string
  /** something waits for the merchant */
  attention?: boolean
}

/**
 * The first page of a website's dashboard: the figures a merchant checks first (what waits for them,
 * what the website offers), the plan, and the live sites.
 */
export default function Overview({
  website,
  plan,
  counts,
  origin,
  today,
  month,
  visits,
  setup,
}: Props) {
  const { user } = usePage<Props>().props
  const username = website.username
  const storeUrl = route('store.home.show', { username })
  const contentUrl = website.supportContent ? route('content.home.show', { username }) : null

  const stats: Stat[] = [
    {
      label: 'طلبات قيد المراجعة',
      value: counts.pendingOrders,
      detail: `من ${formatCount(counts.orders)} طلب`,
      section: 'dashboard.orders.index',
      attention: counts.pendingOrders > 0,
    },
    {
      label: 'حجوزات قيد المراجعة',
      value: counts.pendingBookings,
      detail: `من ${formatCount(counts.bookings)} حجز`,
      section: 'dashboard.bookings.index',
      attention: counts.pendingBookings > 0,
    },
    {
      label: 'رسائل غير مقروءة',
      value: counts.unreadMessages,
      detail: 'من نموذج تواصل معنا',
      section: 'dashboard.messages.index',
      attention: counts.unreadMessages > 0,
    },
    {
      label: 'المنتجات',
      value: counts.products,
      detail: `${formatCount(counts.activeProducts)} معروض في المتجر`,
      section: 'dashboard.products.index',
    },
    {
      label: 'الخدمات',
      value: counts.services,
      // a service is bookable only when the plan and a branch's hours allow it
      detail: counts.bookable
        ? `${formatCount(counts.activeServices)} متاح للحجز`
        : `${formatCount(counts.activeServices)} معروض دون حجز`,
      section: 'dashboard.services.index',
    },
    {
      label: 'العملاء',
      value: counts.customers,
      detail: 'حسابات مسجلة في متجرك',
      section: 'dashboard.customers.index',
    },
  ]

  return (
    <>
      <Seo title={`لوحة التحكم | ${website.name}`} />
      <div className="dash-page">
        <header className="dash-page-head">
          <div>
            <p className="dash-hello">مرحبا {user?.name}</p>
            <h1>{website.name}</h1>
            <p className="dash-sub">
              {website.activityLabel && <span>{website.activityLabel}</span>}
              <span>
                <bdi>{username}</bdi>
              </span>
            </p>
          </div>
        </header>

        {setup && <SetupChecklist setup={setup} username={username} isOpen={website.isOpen} />}

        <section aria-labelledby="dash-sales-title">
          <h2 id="dash-sales-title" className="dash-section-title">
            المبيعات
          </h2>
          <ul className="dash-sales-list">
            <SalesCard title="اليوم" period={today} />
            <SalesCard title="هذا الشهر" period={month} />
          </ul>
          <p className="dash-muted dash-note">الطلبات والحجوزات الملغاة غير محسوبة.</p>
        </section>

        <section aria-labelledby="dash-figures">
          <h2 id="dash-figures" className="dash-section-title">
            نظرة سريعة
          </h2>
          <ul className="dash-stats">
            {stats.map((stat) => {
              const href = sectionUrl(stat.section, username)
              const body = (
                <>
                  <span className="dash-stat-label">{stat.label}</span>
                  <strong className="dash-stat-value">{formatCount(stat.value)}</strong>
                  <span className="dash-stat-detail">{stat.detail}</span>
                </>
              )
              return (
                <li
                  key={stat.label}
                  className={stat.attention ? 'dash-stat attention' : 'dash-stat'}
                >
                  {href ? <Link href={href}>{body}</Link> : body}
                </li>
              )
            })}
          </ul>
        </section>

        <VisitsCard visits={visits} />

        <div className="dash-columns">
          <section className="dash-card" aria-labelledby="dash-live-title">
            <h2 id="dash-live-title">مواقعك المباشرة</h2>
            {website.isOpen ? (
              <p className="dash-store-state is-open">
                المتجر مفتوح لزوارك. ما يراه عملاؤك الآن يفتح في نافذة جديدة.
              </p>
            ) : (
              <p className="dash-store-state">
                المتجر مغلق: يرى زوارك صفحة «قريبا»، وتراه أنت كاملا لأنك مسجل الدخول.
              </p>
            )}
            <OpenSwitch username={username} isOpen={website.isOpen} />
            <ul className="dash-site-links">
              <li>
                <span>المتجر الإلكتروني</span>
                <a href={storeUrl} target="_blank" rel="noopener" dir="ltr">
                  {origin + storeUrl}
                </a>
              </li>
              {contentUrl ? (
                <li>
                  <span>موقع المحتوى</span>
                  <a href={contentUrl} target="_blank" rel="noopener" dir="ltr">
                    {origin + contentUrl}
                  </a>
                </li>
              ) : (
                <li>
                  <span>موقع المحتوى</span>
                  <span className="dash-muted">غير مفعل لهذا الموقع</span>
                </li>
              )}
            </ul>
          </section>

          <section className="dash-card" aria-labelledby="dash-plan-title">
            <h2 id="dash-plan-title">الباقة</h2>
            <p className="dash-plan-name">{plan.name}</p>
            {plan.expiresAt && (
              <p className={plan.expired ? 'dash-plan-end expired' : 'dash-plan-end'}>
                {plan.expired ? 'انتهت في ' : 'تنتهي في '}
                {formatDate(plan.expiresAt)}
              </p>
            )}
            <p className="dash-muted">أنشئ الموقع في {formatDate(website.createdAt)}</p>
            <Link href={route('marketing.plans.index')} className="btn btn-outline">
              مقارنة الباقات
            </Link>
          </section>
        </div>
      </div>
    </>
  )
}

Overview.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
