import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type OverviewController from '#controllers/dashboard/overview_controller'
import Seo from '~/components/seo'
import DashboardLayout, { sectionUrl } from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import { formatDate } from '~/lib/format'

type Props = InferPageProps<OverviewController, 'show'>

const numbers = new Intl.NumberFormat('en-US')

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
export default function Overview({ website, plan, counts, origin }: Props) {
  const { user } = usePage<Props>().props
  const username = website.username
  const storeUrl = route('store.home.show', { username })
  const contentUrl = website.supportContent ? route('content.home.show', { username }) : null

  const stats: Stat[] = [
    {
      label: 'طلبات قيد المراجعة',
      value: counts.pendingOrders,
      detail: `من ${numbers.format(counts.orders)} طلب`,
      section: 'dashboard.orders.index',
      attention: counts.pendingOrders > 0,
    },
    {
      label: 'حجوزات قيد المراجعة',
      value: counts.pendingBookings,
      detail: `من ${numbers.format(counts.bookings)} حجز`,
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
      detail: `${numbers.format(counts.activeProducts)} معروض في المتجر`,
      section: 'dashboard.products.index',
    },
    {
      label: 'الخدمات',
      value: counts.services,
      detail: `${numbers.format(counts.activeServices)} متاح للحجز`,
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
                  <strong className="dash-stat-value">{numbers.format(stat.value)}</strong>
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

        <div className="dash-columns">
          <section className="dash-card" aria-labelledby="dash-live-title">
            <h2 id="dash-live-title">مواقعك المباشرة</h2>
            <p className="dash-muted">ما يراه عملاؤك الآن، يفتح في نافذة جديدة.</p>
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
