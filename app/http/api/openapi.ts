import router from '@adonisjs/core/services/router'
import vine from '@vinejs/vine'
import type { VineValidator } from '@vinejs/vine'
import { apiRouteDocs, type ApiRouteDoc } from '#http/api/api_docs'
import { errorSchema, t, type JsonSchema } from '#http/api/api_schema'
import { apiComponents } from '#http/api/api_components'
import { PROBLEM_SCHEMA, PROBLEM_TYPE } from '#http/api/problem'
import { API_PREFIX } from '#config/api'
import env from '#start/env'
import { MAX_RECORD_ID } from '#http/input/record_ids'
import { saudiMobileRule } from '#validators/mobile'
import { RIYALS_PATTERN, riyalsRule } from '#validators/money'

/** The Saudi mobile numbers the sign-up accepts, in their ASCII forms (Arabic digits are accepted too). */
const SAUDI_MOBILE_PATTERN = '^(\\+966|00966|966|0)?5[0-9]{8}$'

/** A node of a compiled VineJS schema tree (validator.toJSON().schema). */
interface VineNode {
  type: string
  subtype?: string
  propertyName?: string
  isOptional?: boolean
  allowNull?: boolean
  validations?: { ruleFnId: string }[]
  properties?: VineNode[]
  each?: VineNode
  conditions?: { schema: VineNode }[]
  schema?: VineNode
}
type Refs = Record<string, { options?: unknown; validator?: unknown }>

/**
 * The rule functions whose meaning the options do not carry, found by identity: the rule of a probe
 * schema is the very function a validator's rule uses.
 */
let probes:
  | { integer: unknown; email: unknown; positive: unknown; saudiMobile: unknown; riyals: unknown }
  | undefined
function ruleProbes() {
  if (probes) return probes
  const ruleOf = (validator: VineValidator<any, any>, index = 0) => {
    const json = validator.toJSON() as unknown as { schema: VineNode; refs: Refs }
    const node = json.schema.schema!.properties![0]
    return json.refs[node.validations![index].ruleFnId]?.validator
  }
  const number = vine.compile(vine.object({ n: vine.number().withoutDecimals().positive() }))
  probes = {
    integer: ruleOf(number, 1),
    positive: ruleOf(number, 2),
    email: ruleOf(vine.compile(vine.object({ s: vine.string().email() })), 1),
    saudiMobile: ruleOf(vine.compile(vine.object({ s: vine.string().use(saudiMobileRule()) })), 1),
    riyals: ruleOf(vine.compile(vine.object({ s: vine.string().use(riyalsRule({})) })), 1),
  }
  return probes
}

/**
 * A VineJS schema tree as JSON Schema: types, optional and nullable fields, and the rule options the
 * rules carry (min/max lengths and ranges, enum choices, literal values, array sizes). The @vinejs/vine
 * installed (3.0) has no JSON Schema export of its own.
 */
function vineToJsonSchema(node: VineNode, refs: Refs): JsonSchema {
  const rules = (node.validations ?? []).map((v) => refs[v.ruleFnId] ?? {})
  const merged: Record<string, unknown> = {}
  for (const rule of rules) {
    const options = rule.options
    if (options instanceof RegExp) merged.pattern = options.source
    else if (options && typeof options === 'object') Object.assign(merged, options)
    const { integer, email, positive, saudiMobile, riyals } = ruleProbes()
    if (rule.validator && rule.validator === saudiMobile) merged.pattern = SAUDI_MOBILE_PATTERN
    if (rule.validator && rule.validator === riyals) merged.pattern = RIYALS_PATTERN
    if (rule.validator && rule.validator === integer) merged.integer = true
    if (rule.validator && rule.validator === email) merged.email = true
    if (rule.validator && rule.validator === positive) merged.positive = true
  }
  let schema: JsonSchema
  switch (node.type) {
    case 'root':
      return vineToJsonSchema(node.schema!, refs)
    case 'object': {
      const properties: Record<string, JsonSchema> = {}
      const required: string[] = []
      for (const property of node.properties ?? []) {
        properties[property.propertyName!] = vineToJsonSchema(property, refs)
        if (!property.isOptional) required.push(property.propertyName!)
      }
      schema = { type: 'object', properties, required }
      break
    }
    case 'array':
      schema = { type: 'array', items: vineToJsonSchema(node.each!, refs) }
      if (typeof merged.min === 'number') schema.minItems = merged.min
      if (typeof merged.max === 'number') schema.maxItems = merged.max
      break
    case 'union':
      schema = { anyOf: (node.conditions ?? []).map((c) => vineToJsonSchema(c.schema, refs)) }
      break
    default:
      schema = literalSchema(node.subtype, merged)
  }
  if (node.allowNull) schema = t.nullable(schema)
  return schema
}

function literalSchema(subtype: string | undefined, options: Record<string, unknown>): JsonSchema {
  const { min, max, choices, expectedValue, pattern, integer, email, positive } = options
  switch (subtype) {
    case 'string': {
      const schema: JsonSchema = { type: 'string' }
      if (typeof min === 'number') schema.minLength = min
      if (typeof max === 'number') schema.maxLength = max
      if (typeof pattern === 'string') schema.pattern = pattern
      if (email) schema.format = 'email'
      return schema
    }
    case 'number': {
      const schema: JsonSchema = { type: integer ? 'integer' : 'number' }
      if (typeof min === 'number') schema.minimum = min
      if (typeof max === 'number') schema.maximum = max
      // ids: positive() with min(1) is minimum 1 (one bound: Redocly's no-mixed-number-range-constraints)
      if (positive && schema.minimum === undefined) schema.exclusiveMinimum = 0
      return schema
    }
    case 'boolean':
      return { type: 'boolean' }
    case 'enum':
      return { enum: Array.isArray(choices) ? choices : [] }
    case 'literal':
      return { const: expectedValue }
    case 'file':
      return { type: 'string', contentMediaType: 'application/octet-stream' }
    default:
      return {}
  }
}

export function validatorSchema(validator: VineValidator<any, any>) {
  const compiled = validator.toJSON() as unknown as { schema: VineNode; refs: Refs }
  return vineToJsonSchema(compiled.schema, compiled.refs)
}

/** Merges the body fields a route reads beside its validator's. */
function bodySchema(doc: ApiRouteDoc): JsonSchema | null {
  const base = doc.body ? validatorSchema(doc.body) : null
  if (!doc.bodyExtra) return base
  if (!base) return doc.bodyExtra
  const extra = doc.bodyExtra as { properties?: Record<string, JsonSchema>; required?: string[] }
  const own = base as { properties?: Record<string, JsonSchema>; required?: string[] }
  return {
    ...base,
    properties: { ...own.properties, ...extra.properties },
    required: [...(own.required ?? []), ...(extra.required ?? [])],
  }
}

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

const errorResponse = (
  description: string,
  headers?: Record<string, unknown>,
  problem = false
) => ({
  description,
  ...(headers ? { headers } : {}),
  content: problem
    ? { [PROBLEM_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } }
    : { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed body (not JSON, or not the declared content type)',
  401: 'Not signed in, or the token expired or was revoked',
  403: 'Not allowed (the website’s plan does not offer this)',
  404: 'Not found (unknown website, record, or one of another customer)',
  405: 'This path does not take that method; Allow lists the ones it takes',
  409: 'Conflict: the time was taken, or the cart changed',
  413: 'The body is too large',
  422: 'Invalid input: {message, errors: {field: [messages]}}',
  429: 'Too many attempts; see Retry-After',
}

/** Every answer's rate-limit state (draft-ietf-httpapi-ratelimit-headers; config/api.ts sets the quota). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: 'the quota of calls (q) per window in seconds (w) of this token, or this address',
    schema: { type: 'string' },
  },
  'RateLimit': {
    description: 'calls left (r) and seconds until the window ends (t)',
    schema: { type: 'string' },
  },
}

const ERROR_HEADERS: Record<number, Record<string, unknown>> = {
  405: { Allow: { description: 'the methods of the path', schema: { type: 'string' } } },
  429: {
    'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } },
    ...RATE_LIMIT_HEADERS,
  },
}

/** One security scheme per token family, by the middleware that checks it. */
const SECURITY_SCHEMES = {
  customerToken: {
    middleware: 'apiCustomer',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description:
        'A customer’s access token (sft_…) of /auth/login or /auth/register (1 hour); renew it with /auth/refresh',
    },
  },
  merchantToken: {
    middleware: 'apiMerchant',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description: 'A merchant’s access token (smt_…) of /login (1 hour)',
    },
  },
  merchantApiKey: {
    middleware: 'apiKey',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      description: 'An API key (sfk_…) the website’s owner makes in the dashboard, with its scopes',
    },
  },
} as const

/**
 * The document's server: the platform's public origin from configuration (APP_URL), never the
 * request's Host header; without APP_URL the relative server `/` (the origin the document was read
 * from). Path keys carry the full /api/v1 path.
 */
function apiServerUrl() {
  const origin = env.get('APP_URL')
  return origin ? origin.replace(/\/$/, '') : '/'
}

/** The query parameters of a route: its query validator's fields, with the declared descriptions. */
export function queryParameters(doc: ApiRouteDoc) {
  const declared = { ...doc.query }
  const derived = doc.queryValidator
    ? (validatorSchema(doc.queryValidator) as {
        properties?: Record<string, JsonSchema>
        required?: string[]
      })
    : null
  const fields: Record<string, { schema: JsonSchema; required: boolean; description?: string }> = {}
  for (const [name, { required, description, ...schema }] of Object.entries(declared)) {
    fields[name] = { schema, required: !!required, description: description as string }
  }
  for (const [name, schema] of Object.entries(derived?.properties ?? {})) {
    fields[name] = {
      schema,
      required: (derived?.required ?? []).includes(name) || !!fields[name]?.required,
      description: fields[name]?.description,
    }
  }
  return fields
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
    for (const method of route.methods) {
      paths[path] ??= {}
      paths[path][method.toLowerCase()] = {
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
