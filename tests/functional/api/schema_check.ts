/**
 * A small JSON Schema checker for the API contract test: type (with null), const, enum, pattern,
 * required, properties, items, anyOf and $ref to the document's components. Returns the mismatches
 * as 'path: reason' lines (none when the value fits).
 */
type Schema = Record<string, any>

function typeOf(value: unknown) {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

export function checkSchema(
  value: unknown,
  schema: Schema,
  components: Record<string, Schema>,
  path = '$'
): string[] {
  if (schema.$ref) {
    const name = String(schema.$ref).split('/').pop()!
    return checkSchema(value, components[name], components, path)
  }
  if (schema.anyOf) {
    const fits = (schema.anyOf as Schema[]).some(
      (s) => checkSchema(value, s, components, path).length === 0
    )
    return fits ? [] : [`${path}: matches none of anyOf`]
  }
  const problems: string[] = []
  if (schema.type) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type]
    const actual = typeOf(value)
    const ok = types.includes(actual) || (actual === 'integer' && types.includes('number'))
    if (!ok) return [`${path}: expected ${types.join('|')}, got ${actual}`]
  }
  if ('const' in schema && value !== schema.const)
    problems.push(`${path}: expected ${schema.const}`)
  if (schema.enum && !schema.enum.includes(value))
    problems.push(`${path}: ${String(value)} not in enum`)
  if (schema.pattern && typeof value === 'string' && !new RegExp(schema.pattern).test(value)) {
    problems.push(`${path}: '${value}' does not match ${schema.pattern}`)
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    for (const key of schema.required ?? []) {
      if (!(key in record)) problems.push(`${path}.${key}: missing`)
    }
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (key in record)
        problems.push(...checkSchema(record[key], sub as Schema, components, `${path}.${key}`))
    }
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) =>
      problems.push(...checkSchema(item, schema.items, components, `${path}[${index}]`))
    )
  }
  return problems
}
