import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { pageTitle, resolvePage } from '~/lib/pages'

/** React's preload hints (the page's eager, high-priority images) at the start of its output. */
const LEADING_HINTS = /^(?:<link rel="preload"[^>]*\/>)+/

export default async function render(page: any) {
  const { head, body } = await createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: pageTitle,
    resolve: (name) => resolvePage(name, import.meta.glob('../pages/**/*.tsx', { eager: true })),
    setup: ({ App, props }) => <App {...props} />,
  })
  // React puts them before the app's element, in the body, behind every script and style sheet of the
  // head; first in the head, a phone asks for the page's main image before the JavaScript
  const hints = body.match(LEADING_HINTS)?.[0]
  return hints ? { head: [hints, ...head], body: body.slice(hints.length) } : { head, body }
}
