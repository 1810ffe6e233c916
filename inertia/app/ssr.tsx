import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { pageTitle, resolvePage } from '~/lib/pages'
import { hostPath, setSiteHost, type SiteHost } from '~/lib/site_host'

/** React's preload hints (the page's eager, high-priority images) at the start of its output. */
const LEADING_HINTS = /^(?:<link rel="preload"[^>]*\/>)+/

export default async function render(page: any) {
  // on a website's own host: the address the browser shows, and the links, are the host's
  const host = (page.props?.siteHost ?? null) as SiteHost | null
  if (host) page = { ...page, url: hostPath(page.url, host) }
  const { head, body } = await createInertiaApp({
    page,
    render: (app) => {
      // set just before the synchronous render: another page's render cannot come in between
      setSiteHost(host)
      return ReactDOMServer.renderToString(app)
    },
    title: pageTitle,
    resolve: (name) => resolvePage(name, import.meta.glob('../pages/**/*.tsx', { eager: true })),
    setup: ({ App, props }) => <App {...props} />,
  })
  // React puts them before the app's element, in the body, behind every script and style sheet of the
  // head; first in the head, a phone asks for the page's main image before the JavaScript
  const hints = body.match(LEADING_HINTS)?.[0]
  return hints ? { head: [hints, ...head], body: body.slice(hints.length) } : { head, body }
}
