// One operation of the OpenAPI document: a /api/v1 route's parameters, security, body and answers.
import router from '@adonisjs/core/services/router'
import type { ApiRouteDoc } from '#http/api/api_docs'
import { API_PREFIX } from '#config/api'
import { MAX_RECORD_ID } from '#http/input/record_ids'
import { bodySchema, queryParameters } from '#http/api/openapi/request_schemas'
import {
  ERROR_DESCRIPTIONS,
  ERROR_HEADERS,
  RATE_LIMIT_HEADERS,
  errorResponse,
} from '#http/api/openapi/responses'
import { SECURITY_SCHEMES } from '#http/api/openapi/security'

/** The /api/v1 routes of the router, with the named middleware each runs. */
export function apiRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith(`${API_PREFIX}/`))
    .map((route) => {
      const middleware = [...route.middleware.all()]
        .map((entry) => (entry as { name?: string }).name)
        .filter((name): name is string => !!name)
      return {
        name: route.name ?? '',
        pattern: route.pattern,
        methods: route.methods.filter((m) => m !== 'HEAD'),
        middleware,
      }
    })
}

type ApiRoute = ReturnType<typeof apiRoutes>[number]

/** The operation of a route (the same for each of its methods), from its declaration and its validators. */
export function apiOperation(route: ApiRoute, doc: ApiRouteDoc) {
  const parameters: unknown[] = [...route.pattern.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema:
      name === 'id'
        ? { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID }
        : { type: 'string', minLength: 1 },
  }))
  const query = queryParameters(doc)
  const website = route.middleware.includes('apiWebsite')
  if (website && !query.username) {
    query.username = {
      schema: { type: 'string', minLength: 1 },
      required: true,
      description: 'the website',
    }
  }
  for (const [name, { required, description, schema }] of Object.entries(query)) {
    parameters.push({
      name,
      in: 'query',
      required,
      ...(description ? { description } : {}),
      schema,
    })
  }
  const families = Object.entries(SECURITY_SCHEMES)
    .filter(([, family]) => route.middleware.includes(family.middleware))
    .map(([name]) => ({ [name]: [] }))
  const auth = families.length > 0
  const responses: Record<string, unknown> = {}
  // every GET answers with an ETag and 304 to If-None-Match (app/middleware/api_conventions_middleware.ts)
  const etag = doc.etag || route.methods.includes('GET')
  for (const [status, schema] of Object.entries(doc.responses)) {
    responses[status] = {
      description: 'Success',
      content: { 'application/json': { schema } },
      headers: {
        ...RATE_LIMIT_HEADERS,
        ...(etag ? { ETag: { schema: { type: 'string' } } } : {}),
      },
    }
  }
  if (etag) responses['304'] = { description: 'Not modified (If-None-Match)' }
  const body = bodySchema(doc)
  const errors = new Set<number>([...(doc.errors ?? []), 405, 429])
  if (auth) errors.add(401)
  if (parameters.some((p) => (p as { in: string }).in === 'path') || auth || website) {
    errors.add(404)
  }
  if (body) for (const status of [400, 413]) errors.add(status)
  if (body || Object.keys(query).length > 0) errors.add(422)
  for (const status of [...errors].sort()) {
    responses[String(status)] = errorResponse(
      ERROR_DESCRIPTIONS[status] ?? 'Error',
      ERROR_HEADERS[status],
      // the merchant API answers RFC 9457 problems
      route.middleware.includes('apiKey')
    )
  }
  return {
    operationId: route.name,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    security: families,
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              [doc.multipart ? 'multipart/form-data' : 'application/json']: { schema: body },
            },
          },
        }
      : {}),
    responses,
  }
}
