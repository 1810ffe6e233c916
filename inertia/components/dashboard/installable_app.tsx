// The dashboard as an installable phone app: its web manifest in the head, its service worker registered.
import { useEffect } from 'react'
import { Head } from '@inertiajs/react'
import { route } from '~/lib/route'

/**
 * Links the web manifest and registers the service worker for the whole dashboard (its scope is
 * /dashboard, which the worker's Service-Worker-Allowed header permits). The worker keeps only the app
 * shell and an offline page (resources/dashboard_app/service_worker.js). Browser only, after the page
 * has been taken over; a browser without service workers simply has no offline page. Built pages only:
 * in development Vite serves the modules itself, and a worker between them and the page would stand in
 * the way of its reloads (and of the browser tests' request interception).
 */
export default function InstallableApp() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    navigator.serviceWorker
      .register(route('dashboard.today.worker'), { scope: route('dashboard.websites.index') })
      .catch(() => {})
  }, [])
  return (
    <Head>
      <link rel="manifest" href={route('dashboard.today.manifest')} />
      <link rel="apple-touch-icon" href="/icons/app-192.png" />
    </Head>
  )
}
