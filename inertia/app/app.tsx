import '@fontsource/ibm-plex-sans-arabic/400.css'
import '@fontsource/ibm-plex-sans-arabic/500.css'
import '@fontsource/ibm-plex-sans-arabic/700.css'
import '../css/app.css'
import '../css/ui.css'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp, router } from '@inertiajs/react'
import { pageTitle, resolvePage } from '~/lib/pages'
import { fetchCsrfCookieBeforeForms } from './csrf_cookie'
import { hydrateWaitingSections } from '~/components/ui/hydrate_near_screen'
import { hideProgressFromAssistiveTech, watchVisitProblems } from './visit_watch'
import { SubmitHeld } from './submit_held'

/**
 * Hydration waits for the browser's first frame: the server's HTML is painted first (what a visitor on
 * a slow phone sees at once), and the page's JavaScript takes over right after.
 */
function afterFirstFrame(start: () => void) {
  requestAnimationFrame(() => setTimeout(start, 0))
}

afterFirstFrame(() =>
  createInertiaApp({
    // Inertia's bar: shown after 250 ms, with a spinner, percentage scaled by 0.9
    progress: { delay: 250, color: '#2B7B60', showSpinner: true },
    title: pageTitle,
    resolve: (name) => resolvePage(name, import.meta.glob('../pages/**/*.tsx')),
    setup({ el, App, props }) {
      hydrateRoot(
        el,
        <SubmitHeld>
          <App {...props} />
        </SubmitHeld>
      )
    },
  })
)

fetchCsrfCookieBeforeForms()

// the first visit renders every section of the server's page that was still waiting to start
router.on('start', hydrateWaitingSections)

// 5xx, 503, a lost connection and refused forms, in Arabic (never Inertia's English developer box)
watchVisitProblems()
hideProgressFromAssistiveTech()
