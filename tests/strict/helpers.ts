// Shared steps of the strict suite: dashboard forms as demo's owner, and the check that a save went through
import type { ApiClient } from '@japa/api-client'
import type { ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import { dashboardRequest } from '#tests/functional/dashboard/form_helpers'

export { demoMerchant, png, clearUploads } from '#tests/functional/dashboard/website_helpers'

type Method = 'post' | 'put' | 'patch' | 'delete'

/** A JSON form from a dashboard page (`from` is the referer a refused form goes back to). */
export function dashboardForm(
  client: ApiClient,
  method: Method,
  url: string,
  owner: User,
  from: string,
  payload?: Record<string, unknown>
) {
  const request = dashboardRequest(client, method, url, owner, from)
  return payload ? request.json(payload) : request
}

/** The same as a multipart form with an image. */
export function dashboardUpload(
  client: ApiClient,
  method: 'post' | 'put',
  url: string,
  owner: User,
  from: string,
  fields: Record<string, string>,
  image: Buffer
) {
  return dashboardRequest(client, method, url, owner, from)
    .fields(fields)
    .file('image', image, { filename: 'image.png' })
}

/**
 * A form that saved: 303 to `location` with a success toast. A query made outside the transaction
 * answers 503 here (KnexTimeoutError); a refusal goes back with its messages, shown in the failure.
 */
export function assertSaved(assert: Assert, response: ApiResponse, location: string) {
  const flash = response.flashMessages() ?? {}
  const detail = `${response.status()} ${response.header('location')} ${JSON.stringify(flash)}`
  assert.equal(response.status(), 303, detail)
  assert.equal(response.header('location'), location, detail)
  assert.isString(flash.success, detail)
}
