import { defineConfig } from '@adonisjs/cors'
import env from '#start/env'
import { isApiPath } from '#config/api'

/**
 * CORS for the JSON API only: /api/v1 answers the origins listed in API_CORS_ORIGINS (comma separated,
 * `*` for any); the pages, which use the session cookie, answer no cross-origin request at all. API
 * calls carry a bearer token, not cookies, so credentials are not allowed across origins.
 */
const allowed = (env.get('API_CORS_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

const corsConfig = defineConfig({
  enabled: true,
  origin: (origin, ctx) => {
    if (!isApiPath(ctx.request.url())) return false
    if (allowed.includes('*')) return true
    return allowed.includes(origin)
  },
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: ['Authorization', 'Content-Type', 'Accept', 'If-None-Match'],
  exposeHeaders: ['ETag', 'Retry-After', 'RateLimit', 'RateLimit-Policy'],
  credentials: false,
  maxAge: 600,
})

export default corsConfig
