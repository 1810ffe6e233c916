// The foot of the dashboard's drawer: the website's live sites, and the signed-in person with their account and logout.
import { Link, router } from '@inertiajs/react'
import type { SignedIn } from '~/types'
import { route } from '~/lib/route'
import { NewTab } from './navigation'

/** The store and, when the website has one, the content site, each in a new tab. */
export function LiveSites({
  storeUrl,
  contentUrl,
}: {
  storeUrl: string
  contentUrl: string | null
}) {
  return (
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
  )
}

export function AccountBox({ user, path }: { user: SignedIn; path: string }) {
  const accountUrl = route('dashboard.account.show')
  return (
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
  )
}
