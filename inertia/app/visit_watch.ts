// What a visit can meet besides a page, watched from the first visit; the notices load when needed.
import { router } from '@inertiajs/react'
import type { SentRequest } from './visit_problems'

type Notices = typeof import('./visit_problems')

let notices: Promise<Notices> | null = null
/** The notices' module, fetched the first time a visit goes wrong: a visit that goes well pays nothing. */
const loadNotices = () => (notices ??= import('./visit_problems'))

/**
 * Replaces Inertia's English developer box: an answer that is not a page (5xx, 503, a timeout) or no
 * answer at all (the network dropped) shows an Arabic notice with «حاول مرة أخرى», which sends the same
 * request again. A refused CSRF token (419: a page left open past its session) reloads the page, which
 * shows the server's message and carries a fresh token. A form the server refused scrolls to and
 * focuses its first error, with a summary of every error.
 */
export function watchVisitProblems() {
  router.on('invalid', (event) => {
    event.preventDefault()
    const response = event.detail.response as { status: number; config?: SentRequest }
    if (response.status === 419) return window.location.reload()
    void loadNotices().then((module) => module.showInvalidAnswer(response.status, response.config))
  })
  router.on('exception', (event) => {
    event.preventDefault()
    const error = event.detail.exception as { config?: SentRequest } | undefined
    void loadNotices().then((module) => module.showNoAnswer(error?.config))
  })
  router.on('error', () => void loadNotices().then((module) => module.showFormErrors()))
  router.on('start', () => {
    if (notices) void notices.then((module) => module.clearProblems())
  })
}

/**
 * Inertia's progress bar (nprogress) marks its parts role="bar" and role="spinner", roles ARIA does
 * not have (axe-core: a critical violation while a slow visit shows it), and finds the parts by them.
 * The bar is a picture of the wait, so it is hidden from assistive technology as a whole.
 */
export function hideProgressFromAssistiveTech() {
  new MutationObserver(() =>
    document.getElementById('nprogress')?.setAttribute('aria-hidden', 'true')
  ).observe(document.body, { childList: true })
}
