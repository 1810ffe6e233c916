// The merchant dashboard's persistent layout: the top bar, the side navigation (a drawer on a phone) and the page.
import '../css/dashboard.css'
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import type { DashboardShell } from '#presenters/dashboard/dashboard_presenter'
import Toasts from '~/components/ui/toasts'
import PlanNotice from '~/components/dashboard/plan_notice'
import InstallableApp from '~/components/dashboard/installable_app'
import { useLivePurchases } from '~/components/dashboard/use_live_purchases'
import { NewTab } from '~/components/dashboard/shell/navigation'
import { useDrawer } from '~/components/dashboard/shell/use_drawer'
import { SiteIdentity } from '~/components/dashboard/shell/site_identity'
import { SiteSwitcher, WebsitesNav } from '~/components/dashboard/shell/site_lists'
import { SectionsNav } from '~/components/dashboard/shell/sections_nav'
import { AccountBox, LiveSites } from '~/components/dashboard/shell/account_box'
import { route } from '~/lib/route'
import { useEarlyEdits } from '~/lib/early_edits'

type DashboardProps = SharedProps & { dashboard?: DashboardShell }

/**
 * The merchant dashboard of one website (/dashboard/{username}), a persistent Inertia layout: the
 * side navigation on a desktop, a drawer behind the menu button on a phone (components/dashboard/shell).
 * The website switcher, the live sites and the merchant's logout live in the navigation.
 */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  const page = usePage<DashboardProps>()
  const { website, user, dashboard } = page.props
  const drawer = useDrawer()
  // a new order or booking this person may hear of: a toast and fresh counts on any dashboard page
  const live = useLivePurchases(dashboard?.live ?? [])
  // a form opened from a link may be typed into before this started
  useEarlyEdits()

  // the merchant's own account (/dashboard/account) has no website: the shell lists the websites
  if (!website && !dashboard) return <>{children}</>
  const username = website?.username ?? ''
  const overviewUrl = website
    ? route('dashboard.overview.show', { username })
    : route('dashboard.websites.index')
  const storeUrl = website ? route('store.home.show', { username }) : null
  const contentUrl = website?.supportContent ? route('content.home.show', { username }) : null
  const path = page.url.split('?')[0]
  const others = (dashboard?.websites ?? []).filter((item) => !item.current)
  const more = dashboard?.more ?? false
  const { open } = drawer

  return (
    <div className="dash-shell">
      <InstallableApp />
      <a href="#dash-main" className="dash-skip">
        تخطي إلى المحتوى
      </a>

      <header className="dash-topbar" inert={open}>
        <button
          ref={drawer.menuButton}
          type="button"
          className="dash-menu-button"
          aria-expanded={open}
          aria-controls="dash-nav"
          onClick={drawer.openDrawer}
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

      {open && <div className="dash-backdrop" onClick={drawer.close} aria-hidden="true" />}

      <aside
        id="dash-nav"
        ref={drawer.drawer}
        className={open ? 'dash-nav open' : 'dash-nav'}
        aria-label="لوحة التحكم"
        onKeyDown={drawer.trapFocus}
      >
        <SiteIdentity
          website={website}
          user={user}
          closeButton={drawer.closeButton}
          onClose={drawer.close}
        />
        {!website && <WebsitesNav others={others} more={more} />}
        {website && others.length > 0 && <SiteSwitcher others={others} more={more} />}
        {website && (
          <SectionsNav
            username={username}
            supportContent={!!website.supportContent}
            path={path}
            overviewUrl={overviewUrl}
            badges={dashboard?.badges ?? {}}
            hidden={new Set(dashboard?.hidden ?? [])}
          />
        )}
        {storeUrl && <LiveSites storeUrl={storeUrl} contentUrl={contentUrl} />}
        {user && <AccountBox user={user} path={path} />}
      </aside>

      <main id="dash-main" className="dash-main" inert={open} tabIndex={-1}>
        <PlanNotice />
        {children}
      </main>
      <Toasts extra={live} />
    </div>
  )
}
