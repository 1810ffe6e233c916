// What a route of the OpenAPI document reads: its body and its query parameters, from its validators.
import type { ApiRouteDoc } from '#http/api/api_docs'
import type { JsonSchema } from '#http/api/api_schema'
import { validatorSchema } from '#http/api/openapi/vine_json_schema'

/** Merges the body fields a route reads beside its validator's. */
export function bodySchema(doc: ApiRouteDoc): JsonSchema | null {
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
