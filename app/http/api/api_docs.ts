import type { VineValidator } from '@vinejs/vine'
import type { JsonSchema } from '#http/api/api_schema'

/** What the OpenAPI document says of one /api/v1 route besides what the router knows. */
export interface ApiRouteDoc {
  summary: string
  /** the rules a client needs beyond the schema (which field a choice requires) */
  description?: string
  tag: string
  /** needs a customer's bearer token */
  auth?: boolean
  /** query parameters (name: schema, or a description of a queryValidator field); `username` is added for public merchant calls */
  query?: Record<string, JsonSchema & { required?: boolean; description?: string }>
  /** the VineJS validator of the query string: the parameters' schemas are derived from it */
  queryValidator?: VineValidator<any, any>
  /** the VineJS validator of the JSON body: its schema is derived from it */
  body?: VineValidator<any, any>
  /** the body is multipart/form-data (file uploads) rather than JSON */
  multipart?: boolean
  /** body fields the route reads beside (or instead of) the validator's */
  bodyExtra?: JsonSchema
  /** success answers by status */
  responses: Record<number, JsonSchema>
  /** error statuses the route may answer besides 401/404/422 (which are added where they apply) */
  errors?: number[]
  /** the public GET answers with an ETag and 304 */
  etag?: boolean
}

/** The declarations, by route name; filled by start/routes/api.ts next to each route. */
export const apiRouteDocs = new Map<string, ApiRouteDoc>()

/** Declares a route's documentation next to it: `documented(router.get(...).as(name), {...})`. */
export function documented<R extends { getName(): string | undefined }>(
  route: R,
  doc: ApiRouteDoc
) {
  const name = route.getName()
  if (!name) throw new Error('documented(): name the route with .as() first')
  apiRouteDocs.set(name, doc)
  return route
}
