/*
| Questions the platform's own infrastructure asks the app: Caddy's on-demand TLS `ask` (issue 30 item 3),
| and the platform's own Moyasar webhook for plan payments (issue 29).
*/
import router from '@adonisjs/core/services/router'
import { perIpThrottle } from '#start/limiter'

const TlsAskController = () => import('#controllers/internal/tls_ask_controller')
const PlatformWebhooksController = () =>
  import('#controllers/internal/platform_webhooks_controller')

/** Caddy asks once per new host name; a flood of made-up names meets this limit, then 429. */
const tlsAskThrottle = perIpThrottle('tls_ask', 300)

router
  .get('/internal/tls/ask', [TlsAskController, 'show'])
  .as('internal.tls.ask')
  .use(tlsAskThrottle)

// Moyasar's events of plan payments to the platform's account; the secret_token is the proof (no CSRF)
router.post('/billing/moyasar/webhook', [PlatformWebhooksController, 'store']).as('billing.webhook')
