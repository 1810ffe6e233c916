// The OpenAPI 3.1 document of /api/v1, put together from its routes' operations and the shared components.
import { apiRouteDocs } from '#http/api/api_docs'
import { errorSchema } from '#http/api/api_schema'
import { apiComponents } from '#http/api/api_components'
import { PROBLEM_SCHEMA } from '#http/api/problem'
import env from '#start/env'
import { apiOperation, apiRoutes } from '#http/api/openapi/operation'
import { SECURITY_SCHEMES } from '#http/api/openapi/security'

/**
 * The document's server: the platform's public origin from configuration (APP_URL), never the
 * request's Host header; without APP_URL the relative server `/` (the origin the document was read
 * from). Path keys carry the full /api/v1 path.
 */
function apiServerUrl() {
  const origin = env.get('APP_URL')
  return origin ? origin.replace(/\/$/, '') : '/'
}

/**
 * The OpenAPI 3.1 document of /api/v1, built from the router (paths, methods, names, middleware),
 * the VineJS validators (request bodies and query strings) and the declarations next to each route
 * (responses).
 */
export function buildOpenApiDocument(serverUrl: string = apiServerUrl()) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of apiRoutes()) {
    const doc = apiRouteDocs.get(route.name)
    if (!doc) continue
    const path = `${route.pattern.replace(/:(\w+)/g, '{$1}')}`
    const operation = apiOperation(route, doc)
    for (const method of route.methods) {
      paths[path] ??= {}
      paths[path][method.toLowerCase()] = { ...operation }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Safhati API',
      version: '1.0.0',
      description:
        'The JSON API of Safhati (صفحتي): marketing, the merchants’ public sites (?username=), customer accounts with bearer tokens, orders and bookings. Money is a decimal SAR string with two places, VAT included; dates are ISO-8601; messages are Arabic. Entities carry SPEC.md section 3’s field names beside the richer ones. A method a path does not take answers 405 with Allow.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'the platform (APP_URL)' }],
    tags: [
      {
        name: 'marketing',
        description: 'The marketing site: posts, plans, pages, merchant accounts',
      },
      { name: 'merchant', description: 'A merchant’s public site data (?username=)' },
      { name: 'store', description: 'A storefront’s catalogue and branches (?username=)' },
      { name: 'auth', description: 'Customer accounts and tokens' },
      { name: 'customer', description: 'The signed-in customer’s addresses' },
      { name: 'orders', description: 'The signed-in customer’s orders' },
      { name: 'booking', description: 'Service bookings' },
      { name: 'docs', description: 'This document' },
    ],
    paths,
    components: {
      schemas: { ...apiComponents, Error: errorSchema, Problem: PROBLEM_SCHEMA },
      securitySchemes: Object.fromEntries(
        Object.entries(SECURITY_SCHEMES).map(([name, family]) => [name, family.scheme])
      ),
    },
  }
}
