/*
| HTTP kernel: server middleware run on every request, router middleware on matched routes,
| named middleware that routes opt into.
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/container_bindings_middleware'),
  // first: every response, a 404 or a static file included, carries the security headers
  () => import('#middleware/security_headers_middleware'),
  // /health/live and /health/ready, before sessions and the router touch the database
  () => import('#middleware/health_middleware'),
  // a website's own host ({username}.APP_DOMAIN, a custom domain) routed as /o/{username}, before the
  // page cache's key and the router
  () => import('#middleware/site_host_middleware'),
  // a cookieless visit of a public page the page cache holds: answered (and compressed) before the
  // router and the session
  () => import('#middleware/page_cache_front_middleware'),
  // compressed answers (brotli, gzip); after health, whose tiny answers need none
  () => import('#middleware/compression_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('@adonisjs/inertia/inertia_middleware'),
  // a visit from another build: its 409 before the router and any render
  () => import('#middleware/inertia_version_middleware'),
  () => import('#middleware/see_other_middleware'),
])

router.use([
  // /api/v1: the per-holder rate limit (before the body is read) and ETags on GETs
  () => import('#middleware/api_conventions_middleware'),
  () => import('@adonisjs/core/bodyparser_middleware'),
  // on a website's own host, an Inertia visit's address is the host's own
  () => import('#middleware/site_host_pages_middleware'),
  // the session and CSRF for pages; /api/v1 is stateless (bearer tokens)
  () => import('#middleware/page_session_middleware'),
  () => import('#middleware/page_shield_middleware'),
  // strips NUL and lone surrogates, refuses (after CSRF, with the session for the errors bag) bidi overrides in names and addresses
  () => import('#middleware/input_hygiene_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
  () => import('#middleware/silent_auth_middleware'),
  () => import('#middleware/merchant_session_middleware'),
  () => import('#middleware/storefront_middleware'),
  () => import('#middleware/store_cart_summary_middleware'),
])

export const middleware = router.named({
  website: () => import('#middleware/website_middleware'),
  storeOpen: () => import('#middleware/store_open_middleware'),
  dashboardWebsite: () => import('#middleware/dashboard_website_middleware'),
  storeContent: () => import('#middleware/store_content_middleware'),
  recordVisit: () => import('#middleware/record_visit_middleware'),
  pageCache: () => import('#middleware/page_cache_middleware'),
  contentSite: () => import('#middleware/content_site_middleware'),
  marketing: () => import('#middleware/marketing_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  merchantGuest: () => import('#middleware/merchant_guest_middleware'),
  customerAuth: () => import('#middleware/customer_auth_middleware'),
  apiWebsite: () => import('#middleware/api_website_middleware'),
  apiCustomer: () => import('#middleware/api_customer_middleware'),
  apiMerchant: () => import('#middleware/api_merchant_middleware'),
  // the merchant API's keys and their scopes: apiKey({ scope: 'orders:read' })
  apiKey: () => import('#middleware/api_key_middleware'),
  // Idempotency-Key on a creating POST, after its authentication
  idempotent: () => import('#middleware/idempotency_middleware'),
  // the multipart body of a route that takes files: last in its middleware (after auth and CSRF)
  uploads: () => import('#middleware/uploads_middleware'),
})
