import { defineConfig } from '@adonisjs/shield'
import { isApiPath } from '#config/api'

/** The routes Moyasar posts its events to: a website's own and the platform's (plan payments). */
const MOYASAR_WEBHOOKS = new Set(['store.payments.webhook', 'billing.webhook'])

/**
 * A merchant form's public submission on either site: sent anonymously, it acts for no signed-in user
 * and changes nothing of theirs, so a forged post gains nothing a visitor could not do by hand; the
 * exemption lets the form work without JavaScript (a plain post, no XSRF header). The honeypot and
 * the per-address limit (start/routes) still keep bots out.
 */
const PUBLIC_FORM_SUBMISSIONS = new Set(['store.forms.store', 'content.forms.store'])

/**
 * The storefront's branch choice: it only sets which branch this visit orders from (shown again at
 * checkout), for a visitor who may have no account; exempt so the chooser works without JavaScript.
 */
const BRANCH_CHOICE = 'store.branch.store'

/**
 * Shield keeps CSRF only. CSP (with its per-request nonce), frame, HSTS and no-sniff headers are sent by
 * app/middleware/security_headers_middleware.ts, a server middleware: shield runs as router middleware,
 * so unknown URLs (404) and static files would go without them (config/security.ts has the policy).
 */
const shieldConfig = defineConfig({
  csp: { enabled: false },
  csrf: {
    enabled: true,
    // /api/v1 is called with bearer tokens, never with the session cookie, so there is nothing to forge
    // Moyasar's webhooks prove themselves with their secret_token (app/services/payments/moyasar_webhook.ts)
    exceptRoutes: (ctx) =>
      isApiPath(ctx.request.url()) ||
      MOYASAR_WEBHOOKS.has(ctx.route?.name ?? '') ||
      PUBLIC_FORM_SUBMISSIONS.has(ctx.route?.name ?? '') ||
      ctx.route?.name === BRANCH_CHOICE,
    // Inertia's HTTP client sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN on every form post
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: false },
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: false },
})

export default shieldConfig
