// A VineJS validator as JSON Schema, for the OpenAPI document's request bodies and query strings.
import vine from '@vinejs/vine'
import type { VineValidator } from '@vinejs/vine'
import { t, type JsonSchema } from '#http/api/api_schema'
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
