// Test helpers of the merchant API: keys made through the service, bearer calls, problem+json checks.
import type { ApiClient, ApiRequest, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type Website from '#models/website'
import { ApiKeys, type ApiScope } from '#services/api_keys/api_keys'
import { demoOwner, nakheelOwner } from '#tests/functional/dashboard/purchase_helpers'

/** A live key of the website (its owner made it), with the scopes given. */
export async function keyOf(website: Website, scopes: ApiScope[], name = 'مفتاح الاختبار') {
  const owner = website.username === 'nakheel' ? await nakheelOwner() : await demoOwner()
  const { id, value } = await ApiKeys.create(website, owner, { name, scopes })
  return { id, value }
}

export const bearer = (value: string) => ({ authorization: `Bearer ${value}` })

/** A call of the merchant API with the key. */
export function call(
  client: ApiClient,
  method: 'get' | 'post' | 'patch' | 'put',
  path: string,
  key: string,
  body?: Record<string, unknown>
) {
  const request: ApiRequest = client[method](`/api/v1/merchant${path}`).headers(bearer(key))
  return body ? request.json(body) : request
}

/** An RFC 9457 answer: the media type, the status, the code and Arabic text. */
export function assertProblem(assert: Assert, response: ApiResponse, status: number, code: string) {
  assert.equal(response.status(), status, JSON.stringify(response.body()))
  assert.match(String(response.header('content-type')), /^application\/problem\+json/)
  const body = response.body()
  assert.equal(body.status, status)
  assert.equal(body.code, code)
  assert.equal(body.type, `urn:safhati:problem:${code}`)
  assert.match(body.title, /[\u0600-\u06FF]/)
  assert.match(body.detail, /[\u0600-\u06FF]/)
  return body
}
