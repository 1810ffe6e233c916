import '../css/dashboard.css'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import type { DashboardShell } from '#presenters/dashboard/dashboard_presenter'
import Toasts from '~/components/ui/toasts'
import PlanNotice from '~/components/dashboard/plan_notice'
import InstallableApp from '~/components/dashboard/installable_app'
import { useLivePurchases } from '~/components/dashboard/use_live_purchases'
import { route } from '~/lib/route'
import { useEarlyEdits } from '~/lib/early_edits'
import { routePatterns, type RouteName } from '~/lib/routes.generated'

/** The dashboard routes of one website that take no param besides :username. */
type WebsiteRoute = {
  [N in RouteName]: (typeof routePatterns)[N] extends `/dashboard/:username${infer Rest}`
    ? Rest extends `${string}:${string}`
      ? never
      : N
    : never
}[RouteName]

/**
 * The path of a dashboard section of this website, or null while its route does not exist yet: the
 * navigation names every section the dashboard will have, and links only those that are built.
 */
export function sectionUrl(name: string, username: string): string | null {
  if (!Object.hasOwn(routePatterns, name)) return null
  return route(name as WebsiteRoute, { username })
}

type IconName =
  | 'overview'
  | 'orders'
  | 'bookings'
  | 'messages'
  | 'products'
  | 'services'
  | 'branches'
  | 'content'
  | 'pages'
  | 'design'
  | 'settings'

interface Section {
  label: string
  route: string
  icon: IconName
  /** shown only for a website with a content site */
  content?: boolean
  /** what the badge's number counts, for screen readers */
  badge?: string
}

/** Route names follow DESIGN.md section 8 (router.resource() naming, snake_case resources). */
const NAVIGATION: { title: string; sections: Section[] }[] = [
  {
    title: 'الرئيسية',
    sections: [
      { label: 'نظرة عامة', route: 'dashboard.overview.show', icon: 'overview' },
      { label: 'اليوم', route: 'dashboard.today.show', icon: 'bookings' },
    ],
  },
  {
    title: 'المبيعات',
    sections: [
      {
        label: 'الطلبات',
        route: 'dashboard.orders.index',
        icon: 'orders',
        badge: 'بانتظار التأكيد',
      },
      {
        label: 'الحجوزات',
        route: 'dashboard.bookings.index',
        icon: 'bookings',
        badge: 'بانتظار التأكيد',
      },
      {
        label: 'الرسائل',
        route: 'dashboard.messages.index',
        icon: 'messages',
        badge: 'غير مقروءة',
      },
      { label: 'الدفع الإلكتروني', route: 'dashboard.payments.show', icon: 'settings' },
      { label: 'الباقة والاشتراك', route: 'dashboard.plan.show', icon: 'settings' },
    ],
  },
  {
    title: 'الكتالوج',
    sections: [
      { label: 'المنتجات', route: 'dashboard.products.index', icon: 'products' },
      { label: 'الخدمات', route: 'dashboard.services.index', icon: 'services' },
      { label: 'الفروع وأوقات العمل', route: 'dashboard.branches.index', icon: 'branches' },
      { label: 'المناديب', route: 'dashboard.representatives.index', icon: 'branches' },
      { label: 'التوصيل والاستلام', route: 'dashboard.delivery_settings.edit', icon: 'orders' },
    ],
  },
  {
    title: 'الموقع',
    sections: [
      { label: 'المحتوى', route: 'dashboard.posts.index', icon: 'content', content: true },
      { label: 'أقسام المدونة', route: 'dashboard.sections.index', icon: 'content', content: true },
      { label: 'الصفحات', route: 'dashboard.pages.index', icon: 'pages' },
      { label: 'الشرائح', route: 'dashboard.slides.index', icon: 'design' },
      { label: 'ترتيب الرئيسية', route: 'dashboard.home_sections.edit', icon: 'design' },
      { label: 'صفحات المنيو', route: 'dashboard.landing_pages.index', icon: 'pages' },
      { label: 'التصميم', route: 'dashboard.design.edit', icon: 'design' },
      { label: 'الإعدادات', route: 'dashboard.settings.edit', icon: 'settings' },
      { label: 'النطاقات', route: 'dashboard.settings.domains.index', icon: 'settings' },
    ],
  },
  {
    title: 'الربط',
    sections: [
      { label: 'مفاتيح الواجهة البرمجية', route: 'dashboard.api_keys.index', icon: 'settings' },
      { label: 'الإشعارات الآلية', route: 'dashboard.webhooks.index', icon: 'messages' },
      { label: 'فريق العمل', route: 'dashboard.staff.index', icon: 'overview' },
    ],
  },
]

const ICON_PATHS: Record<IconName, string> = {
  overview: 'M4 13h6V4H4zm0 7h6v-4H4zm10 0h6v-9h-6zm0-16v4h6V4z',
  orders: 'M6 7h12l-1 13H7zM9 7a3 3 0 0 1 6 0',
  bookings: 'M5 5h14v15H5zM5 10h14M9 3v4m6-4v4',
  messages: 'M4 5h16v11H8l-4 4z',
  products: 'M4 8l8-4 8 4-8 4zm0 0v8l8 4 8-4V8m-8 4v8',
  services: 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z',
  branches: 'M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zm0-9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  content: 'M6 3h9l3 3v15H6zM9 10h6m-6 4h6m-6 4h4',
  pages: 'M4 4h16v16H4zM4 9h16',
  design:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5zM7.5 12h.01M10 7.5h.01M15 7.5h.01',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3z',
}

function Icon({ name }: { name: IconName }) {
  return (
    <svg className="dash-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  )
}

/** Opens in a new tab: a small mark for sighted users, the words for screen readers. */
function NewTab() {
  return (
    <>
      <span aria-hidden="true" className="dash-newtab">
        ↗
      </span>
      <span className="visually-hidden"> (يفتح في نافذة جديدة)</span>
    </>
  )
}

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

type DashboardProps = SharedProps & { dashboard?: DashboardShell }

/**
 * The merchant dashboard of one website (/dashboard/{username}), a persistent Inertia layout: the
 * side navigation on a desktop, a drawer behind the menu button on a phone (focus moves into it, Tab
 * stays inside, Escape closes and gives focus back to the button). The website switcher, the live
 * sites and the merchant's logout live in the navigation.
 */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  const { website, user, dashboard, url } = usePageProps()
  const [open, setOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const drawer = useRef<HTMLElement>(null)
  // a new order or booking: a toast and fresh counts on whatever dashboard page is open
  const live = useLivePurchases(website?.id ?? null)
  // a form opened from a link may be typed into before this started
  useEarlyEdits()

  const restoreFocus = useRef(false)

  const close = useCallback(() => {
    restoreFocus.current = true
    setOpen(false)
  }, [])

  useEffect(() => {
    if (!open) {
      // once the page behind is no longer inert, focus goes back to the menu button
      if (restoreFocus.current) menuButton.current?.focus()
      restoreFocus.current = false
      return
    }
    closeButton.current?.focus()
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
      }
    }
    document.addEventListener('keydown', onKey)
    document.body.classList.add('dash-drawer-open')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('dash-drawer-open')
    }
  }, [open, close])

  // the layout persists across visits: a followed link closes the drawer; so does a wide screen
  useEffect(() => router.on('navigate', () => setOpen(false)), [])
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 992px)')
    const onChange = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [])

  /** Tab and Shift+Tab go round the open drawer. */
  function trapFocus(event: KeyboardEvent<HTMLElement>) {
    if (!open || event.key !== 'Tab' || !drawer.current) return
    const items = [...drawer.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null
    )
    if (items.length === 0) return
    const first = items[0]
    const last = items[items.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // the merchant's own account (/dashboard/account) has no website: the shell lists the websites
  if (!website && !dashboard) return <>{children}</>
  const username = website?.username ?? ''
  const overviewUrl = website
    ? route('dashboard.overview.show', { username })
    : route('dashboard.websites.index')
  const storeUrl = website ? route('store.home.show', { username }) : null
  const contentUrl = website?.supportContent ? route('content.home.show', { username }) : null
  const accountUrl = route('dashboard.account.show')
  const path = url.split('?')[0]
  const others = (dashboard?.websites ?? []).filter((item) => !item.current)
  const badges: Record<string, number> = dashboard?.badges ?? {}
  // the pages the person's role may not open are not offered (the server refuses them anyway)
  const hidden = new Set(dashboard?.hidden ?? [])
  const linkOf = (name: string) => (hidden.has(name) ? null : sectionUrl(name, username))

  return (
    <div className="dash-shell">
      <InstallableApp />
      <a href="#dash-main" className="dash-skip">
        تخطي إلى المحتوى
      </a>

      <header className="dash-topbar" inert={open}>
        <button
          ref={menuButton}
          type="button"
          className="dash-menu-button"
          aria-expanded={open}
          aria-controls="dash-nav"
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          <span className="visually-hidden">القائمة</span>
        </button>
        <Link href={overviewUrl} className="dash-brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>صفحتي</span>
        </Link>
        <span className="dash-topbar-site" title={website?.name ?? 'حسابي'}>
          {website?.name ?? 'حسابي'}
        </span>
        {storeUrl && (
          <a href={storeUrl} className="dash-topbar-live" target="_blank" rel="noopener">
            عرض المتجر
            <NewTab />
          </a>
        )}
      </header>

      {open && <div className="dash-backdrop" onClick={close} aria-hidden="true" />}

      <aside
        id="dash-nav"
        ref={drawer}
        className={open ? 'dash-nav open' : 'dash-nav'}
        aria-label="لوحة التحكم"
        onKeyDown={trapFocus}
      >
        <div className="dash-nav-head">
          {website ? (
            <div className="dash-site">
              {website.logo ? (
                <img src={website.logo} alt="" width={40} height={40} />
              ) : (
                <span className="dash-site-mark" aria-hidden="true">
                  {website.name.slice(0, 1)}
                </span>
              )}
              <div>
                <strong>{website.name}</strong>
                <span dir="ltr">{username}</span>
              </div>
            </div>
          ) : (
            <div className="dash-site">
              <span className="dash-site-mark" aria-hidden="true">
                {(user?.name ?? 'ح').slice(0, 1)}
              </span>
              <div>
                <strong>حسابي</strong>
                <span>{user?.name}</span>
              </div>
            </div>
          )}
          <button
            ref={closeButton}
            type="button"
            className="dash-close"
            onClick={close}
            aria-label="إغلاق القائمة"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>

        {!website && (
          <nav className="dash-sections" aria-label="مواقعي">
            <div className="dash-group">
              <h2>مواقعي</h2>
              <ul>
                {others.map((other) => (
                  <li key={other.username}>
                    <Link
                      href={route('dashboard.overview.show', { username: other.username })}
                      className="dash-link"
                    >
                      <Icon name="overview" />
                      {other.name}
                    </Link>
                  </li>
                ))}
                {(dashboard?.more || others.length === 0) && (
                  <li>
                    <Link href={route('dashboard.websites.index')} className="dash-link">
                      <Icon name="pages" />
                      كل مواقعي
                    </Link>
                  </li>
                )}
              </ul>
            </div>
          </nav>
        )}

        {website && others.length > 0 && (
          <details className="dash-switcher">
            <summary>تبديل الموقع</summary>
            <ul>
              {others.map((other) => (
                <li key={other.username}>
                  <Link href={route('dashboard.overview.show', { username: other.username })}>
                    {other.name}
                    <span dir="ltr">{other.username}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link href={route('dashboard.websites.index')} className="dash-all-sites">
              {dashboard?.more ? 'كل مواقعي' : 'قائمة مواقعي'}
            </Link>
          </details>
        )}

        {website && (
          <nav className="dash-sections" aria-label="أقسام لوحة التحكم">
            {NAVIGATION.filter((group) =>
              group.sections.some((section) => linkOf(section.route))
            ).map((group) => (
              <div key={group.title} className="dash-group">
                <h2>{group.title}</h2>
                <ul>
                  {group.sections
                    .filter((section) => !section.content || website.supportContent)
                    .map((section) => ({ section, href: linkOf(section.route) }))
                    // a section appears once its pages exist: no "coming soon" entries
                    .filter((entry): entry is { section: Section; href: string } => !!entry.href)
                    .map(({ section, href }) => {
                      const current =
                        path === href || (href !== overviewUrl && path.startsWith(`${href}/`))
                      return (
                        <li key={section.route}>
                          {
                            <Link
                              href={href}
                              className="dash-link"
                              aria-current={current ? 'page' : undefined}
                            >
                              <Icon name={section.icon} />
                              {section.label}
                              {badges[section.route] > 0 && (
                                <span className="dash-badge">
                                  {badges[section.route]}
                                  <span className="visually-hidden">{` ${section.badge}`}</span>
                                </span>
                              )}
                            </Link>
                          }
                        </li>
                      )
                    })}
                </ul>
              </div>
            ))}
          </nav>
        )}

        {storeUrl && (
          <div className="dash-live">
            <h2>مواقعك المباشرة</h2>
            <a href={storeUrl} target="_blank" rel="noopener" className="dash-live-link">
              المتجر الإلكتروني
              <NewTab />
            </a>
            {contentUrl && (
              <a href={contentUrl} target="_blank" rel="noopener" className="dash-live-link">
                موقع المحتوى
                <NewTab />
              </a>
            )}
          </div>
        )}

        {user && (
          <div className="dash-account">
            <div className="dash-who">
              <strong>{user.name}</strong>
              <span dir="ltr">{user.email}</span>
            </div>
            <Link
              href={accountUrl}
              className="dash-link"
              aria-current={path === accountUrl ? 'page' : undefined}
            >
              حسابي
            </Link>
            <button
              type="button"
              className="btn btn-outline dash-logout"
              onClick={() => router.post(route('auth.session.destroy'))}
            >
              تسجيل الخروج
            </button>
          </div>
        )}
      </aside>

      <main id="dash-main" className="dash-main" inert={open} tabIndex={-1}>
        <PlanNotice />
        {children}
      </main>
      <Toasts extra={live} />
    </div>
  )
}

function usePageProps() {
  const page = usePage<DashboardProps>()
  return { ...page.props, url: page.url }
}
