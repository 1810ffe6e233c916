import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import type { PurchaseAlert } from '#listeners/purchase_notifications'

/** The XSRF cookie shield sets, sent back as a header like Inertia's own requests do. */
function xsrfToken() {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)
  return match ? decodeURIComponent(match[1]) : null
}

function withToken(request: Request) {
  const token = xsrfToken()
  if (token) request.headers.set('X-XSRF-TOKEN', token)
}

/**
 * Listens, while a dashboard page of this website is open, to the private channels of new orders and
 * bookings the server names for this person (the website's for its owner and managers, their branch's
 * for a branch's staff; server-sent events through @adonisjs/transmit). Each one gives a toast and reloads the
 * counts: the navigation's badges on any page, and the list and its counters on the orders or
 * bookings page. Browser only: the client is loaded inside the effect, never during SSR.
 */
export function useLivePurchases(channels: string[]) {
  const [alert, setAlert] = useState<{ notification: string } | null>(null)

  // one key for the list, so a new array of the same channels on every visit opens nothing again
  const key = channels.join(' ')
  useEffect(() => {
    if (!key) return
    let stopped = false
    let stop = () => {}
    let expiry: ReturnType<typeof setTimeout> | undefined
    import('@adonisjs/transmit-client').then(({ Transmit }) => {
      if (stopped) return
      const client = new Transmit({
        baseUrl: window.location.origin,
        beforeSubscribe: withToken,
        beforeUnsubscribe: withToken,
      })
      const onMessage = (message: PurchaseAlert) => {
        setAlert({ notification: message.message })
        // the toast's own 5 s: gone, it must not come back with the next page's flash messages
        clearTimeout(expiry)
        expiry = setTimeout(() => setAlert(null), 5000)
        // an order's page and the representatives' page follow a delivery's steps too (issue 31)
        router.reload({
          only: [
            'dashboard',
            'counters',
            'orders',
            'bookings',
            'meta',
            'order',
            'delivery',
            'representatives',
          ],
        })
      }
      const subscriptions = key.split(' ').map((channel) => client.subscription(channel))
      const offs = subscriptions.map((subscription) => subscription.onMessage(onMessage))
      for (const subscription of subscriptions) subscription.create().catch(() => {})
      stop = () => {
        for (const off of offs) off()
        for (const subscription of subscriptions) subscription.delete().catch(() => {})
        client.close()
      }
    })
    return () => {
      stopped = true
      clearTimeout(expiry)
      stop()
    }
  }, [key])

  return alert
}
