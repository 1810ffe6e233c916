// The contract test generated from the OpenAPI document: every operation, with no hand-written list to keep up.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { DEMO_PASSWORD } from '#database/seeders/demo/support'
import { apiLogin, resetLimits, websites } from '#tests/functional/api/helpers'
import { checkSchema } from '#tests/functional/api/schema_check'
import { keyOf } from '#tests/functional/merchant_api/helpers'
import { API_SCOPES } from '#services/api_keys/api_keys'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { bookingOf, orderOf } from '#tests/functional/dashboard/purchase_helpers'

type Schema = Record<string, any>
interface Operation {
  path: string
  method: string
  operation: Schema
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

function operationsOf(document: Schema): Operation[] {
  const list: Operation[] = []
  for (const [path, methods] of Object.entries<Schema>(document.paths)) {
    for (const [method, operation] of Object.entries<Schema>(methods)) {
      list.push({ path, method, operation })
    }
  }
  return list
}

/** A value of another type than the schema asks, so a server that runs the schema refuses it. */
function wrongValue(schema: Schema, components: Record<string, Schema>): unknown {
  if (schema.$ref) return wrongValue(components[String(schema.$ref).split('/').pop()!], components)
  if (schema.enum) return '__not_in_the_enum__'
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type]
  if (types.includes('string')) return { not: 'a string' }
  if (types.includes('integer') || types.includes('number')) return 'not a number'
  if (types.includes('boolean')) return 'maybe'
  if (types.includes('array')) return 'not a list'
  return 'not an object'
}

/** The body schema's own properties (through one $ref), with its required list. */
function bodySchema(operation: Schema, components: Record<string, Schema>) {
  let schema: Schema | undefined = operation.requestBody?.content?.['application/json']?.schema
  if (schema?.$ref) schema = components[String(schema.$ref).split('/').pop()!]
  return schema?.properties ? schema : null
}

/**
 * The documented answer must fit: a status the operation lists, and, when it documents a JSON body,
 * a body that matches its schema. Returns what does not.
 */
function mismatches(entry: Operation, response: ApiResponse, components: Record<string, Schema>) {
  const where = `${entry.method.toUpperCase()} ${entry.path} -> ${response.status()}`
  if (response.status() >= 500) return [`${where}: a server error`]
  const documented = entry.operation.responses[String(response.status())]
  if (!documented) return [`${where}: status not documented`]
  const content = documented.content ?? {}
  const schema = (content['application/json'] ?? content['application/problem+json'])?.schema
  if (!schema) return []
  return checkSchema(response.body(), schema, components).map((line) => `${where} ${line}`)
}

/** The address of an operation: path ids of the demo's own rows, the required query parameters filled. */
function addressOf(entry: Operation, ids: Record<string, number>) {
  let path = entry.path.replace(/\{(\w+)\}/g, (_, name) => {
    if (name !== 'id') return 'contract-slug'
    const resource = Object.keys(ids).find((key) => entry.path.includes(`/${key}/`))
    return String(resource ? ids[resource] : 1)
  })
  const query = (entry.operation.parameters ?? [])
    .filter((p: Schema) => p.in === 'query' && p.required)
    .map((p: Schema) => {
      const value = p.name === 'username' ? 'demo' : (p.schema?.enum?.[0] ?? p.example ?? 'x')
      return `${p.name}=${encodeURIComponent(String(value))}`
    })
  return query.length ? `${path}?${query.join('&')}` : path
}

function send(client: ApiClient, method: string, url: string, token?: string, body?: unknown) {
  const request = client[method as (typeof METHODS)[number]](url)
  if (token) request.header('authorization', `Bearer ${token}`)
  return body === undefined ? request : request.json(body as Record<string, unknown>)
}

/** One live token of each family the document names, for the demo website. */
async function tokens(client: ApiClient) {
  const { demo } = await websites()
  const customer = (await apiLogin(client, demo, 'contract.generated@example.com')).token
  const login = await client
    .post('/api/v1/login')
    .json({ email: 'demo@safhati.sa', password: DEMO_PASSWORD })
  const merchant = login.body().authorisation?.token ?? login.body().token
  const key = (await keyOf(demo, [...API_SCOPES])).value
  return {
    demo,
    byScheme: { customerToken: customer, merchantToken: merchant, merchantApiKey: key } as Record<
      string,
      string
    >,
  }
}

test.group('API: the contract, generated from the document', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('every secured operation refuses no token, a garbage token and each other family with a documented 401', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const components = document.components.schemas
    const { demo, byScheme } = await tokens(client)
    assert.lengthOf(Object.keys(byScheme), Object.keys(document.components.securitySchemes).length)
    const ids = await demoIds(demo)
    const problems: string[] = []
    let requests = 0
    for (const entry of operationsOf(document)) {
      const schemes = (entry.operation.security as Schema[]).flatMap((s) => Object.keys(s))
      if (schemes.length === 0) continue
      const others = Object.keys(byScheme).filter((scheme) => !schemes.includes(scheme))
      const wrong = [undefined, 'garbage.not-a-token', ...others.map((s) => byScheme[s])]
      for (const token of wrong) {
        requests += 1
        const response = await send(client, entry.method, addressOf(entry, ids), token, {})
        if (response.status() !== 401) {
          problems.push(`${entry.method} ${entry.path}: ${response.status()} with a wrong token`)
        } else problems.push(...mismatches(entry, response, components))
      }
    }
    console.log(`contract: ${requests} calls with a wrong token, ${problems.length} failures`)
    assert.isAbove(requests, 100)
    assert.deepEqual(problems, [])
  }).timeout(120_000) // three wrong tokens per secured operation: over 400 calls, more with each operation

  test('every path answers a method it does not document with 405 and the Allow it documents', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const problems: string[] = []
    let requests = 0
    for (const [path, methods] of Object.entries<Schema>(document.paths)) {
      const documented = Object.keys(methods)
      const missing = METHODS.find((method) => !documented.includes(method))
      if (!missing) continue
      const url = path.replace(/\{\w+\}/g, '1')
      const response = await send(client, missing, url)
      requests += 1
      const allowed = new Set(documented.map((m) => m.toUpperCase()))
      if (allowed.has('GET')) allowed.add('HEAD')
      const header = String(response.header('allow') ?? '')
        .split(',')
        .map((m) => m.trim())
      if (response.status() !== 405 || !assertSameSet(header, allowed)) {
        problems.push(`${missing} ${path}: ${response.status()}, Allow: ${header.join(', ')}`)
      }
    }
    console.log(`contract: ${requests} undocumented methods, ${problems.length} failures`)
    assert.isAbove(requests, 40)
    assert.deepEqual(problems, [])
  })

  test('every JSON body with a field of the wrong type is refused with a documented 4xx', async ({
    client,
    assert,
  }) => {
    const document = (await client.get('/api/v1/openapi.json')).body()
    const components = document.components.schemas
    const { demo, byScheme } = await tokens(client)
    const ids = await demoIds(demo)
    const problems: string[] = []
    let requests = 0
    const statuses: Record<number, number> = {}
    for (const entry of operationsOf(document)) {
      const schema = bodySchema(entry.operation, components)
      if (!schema) continue
      const scheme = (entry.operation.security as Schema[]).flatMap((s) => Object.keys(s))[0]
      const token = scheme ? byScheme[scheme] : undefined
      for (const [field, fieldSchema] of Object.entries<Schema>(schema.properties)) {
        requests += 1
        const body = { [field]: wrongValue(fieldSchema, components) }
        const response = await send(client, entry.method, addressOf(entry, ids), token, body)
        const status = response.status()
        statuses[status] = (statuses[status] ?? 0) + 1
        if (status < 400 || status >= 500) {
          problems.push(`${entry.method} ${entry.path} ${field}: ${status}`)
        } else problems.push(...mismatches(entry, response, components))
      }
    }
    console.log(
      `contract: ${requests} bodies with a wrong field, answered ${JSON.stringify(statuses)}, ${problems.length} failures`
    )
    assert.isAbove(requests, 50)
    assert.deepEqual(problems, [])
  })
})

function assertSameSet(list: string[], expected: Set<string>) {
  return list.length === expected.size && list.every((item) => expected.has(item))
}

/** The demo website's own rows, so an operation on one of them reaches its validation. */
async function demoIds(demo: Awaited<ReturnType<typeof websites>>['demo']) {
  const customer = await makeCustomer(demo, 'contract.rows@example.com')
  const order = await orderOf(demo, customer)
  const booking = await bookingOf(demo, customer)
  const product = await demo.related('products').query().firstOrFail()
  return { orders: order.id, bookings: booking.id, products: product.id }
}
