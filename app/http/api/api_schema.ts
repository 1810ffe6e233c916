/**
 * A small JSON Schema (OpenAPI 3.1) vocabulary for the response declarations next to the /api/v1
 * routes. The request schemas are not written here: they come from the VineJS validators
 * (app/http/api/openapi.ts).
 */
export type JsonSchema = Record<string, unknown>

function orNull(schema: JsonSchema): JsonSchema {
  const type = schema.type
  if (typeof type === 'string') return { ...schema, type: [type, 'null'] }
  return { anyOf: [schema, { type: 'null' }] }
}

export const t = {
  string: (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra }),
  /** Money in SAR, VAT included: a decimal string with two places. */
  money: (): JsonSchema => ({ type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$' }),
  date: (): JsonSchema => ({ type: 'string', format: 'date-time' }),
  int: (): JsonSchema => ({ type: 'integer' }),
  number: (): JsonSchema => ({ type: 'number' }),
  bool: (): JsonSchema => ({ type: 'boolean' }),
  literal: (value: string | boolean | number): JsonSchema => ({ const: value }),
  enum: (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] }),
  nullable: orNull,
  array: (items: JsonSchema): JsonSchema => ({ type: 'array', items }),
  /** An object; every listed property is required unless named in `optional`. */
  object: (properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema => ({
    type: 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
  }),
  /** An object whose keys are not fixed (a map). */
  map: (values: JsonSchema = {}): JsonSchema => ({ type: 'object', additionalProperties: values }),
  any: (): JsonSchema => ({}),
  ref: (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` }),
}

/** The API's pagination meta. */
export const paginationMetaSchema = t.object({
  total: t.int(),
  per_page: t.int(),
  current_page: t.int(),
  last_page: t.int(),
})

/** A JSON error answer: the Arabic message, and the field messages of a 422. */
export const errorSchema = t.object(
  {
    message: t.string(),
    code: t.string(),
    errors: t.map(t.array(t.string())),
  },
  ['code', 'errors']
)
