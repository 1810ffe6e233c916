import type { ApiClient } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type User from '#models/user'
import { urlFor } from '#http/urls/urls'

type Method = 'post' | 'put' | 'patch' | 'delete'

/**
 * A request from a dashboard page as this merchant: logged in, Inertia, CSRF token, the page it
 * was sent from as referer (where a refused form goes back to), no redirect followed.
 */
export function dashboardRequest(
  client: ApiClient,
  method: Method,
  url: string,
  owner: User,
  referer: string
) {
  return client[method](url)
    .loginAs(owner)
    .withInertia()
    .withCsrfToken()
    .header('referer', referer)
    .redirects(0)
}

/** A form sent from a dashboard page as this merchant (JSON body, no redirect followed). */
export function send(
  client: ApiClient,
  method: Method,
  url: string,
  owner: User,
  referer: string,
  payload?: Record<string, unknown>
) {
  const request = dashboardRequest(client, method, url, owner, referer)
  return payload ? request.json(payload) : request
}

/** The same as a multipart form (string fields, optional image). */
export function sendMultipart(
  client: ApiClient,
  method: 'post' | 'put',
  url: string,
  owner: User,
  referer: string,
  fields: Record<string, string>,
  image?: { field: string; bytes: Buffer; name?: string }
) {
  const request = dashboardRequest(client, method, url, owner, referer).fields(fields)
  if (image) request.file(image.field, image.bytes, { filename: image.name ?? 'image.png' })
  return request
}

/**
 * The messages a page shows after a refused form, by field: the validator's (first message per
 * field) and the domain errors'.
 */
export function fieldErrors(response: { flashMessages(): Record<string, any> }) {
  const flash = response.flashMessages()
  const input = Object.fromEntries(
    Object.entries((flash.inputErrorsBag ?? {}) as Record<string, string[]>).map(([k, v]) => [
      k,
      v[0],
    ])
  )
  const bag = { ...(flash.errorsBag ?? {}) } as Record<string, string>
  delete bag.E_VALIDATION_ERROR
  return { ...bag, ...input } as Record<string, string>
}

/**
 * Another website's record under this merchant's own dashboard (`username` is theirs, `id` is not):
 * its edit page, the update and the delete all answer 404. The caller checks nothing changed.
 */
export async function assertForeignRecord404(
  client: ApiClient,
  owner: User,
  username: string,
  resource: string,
  id: number,
  update: Record<string, unknown>,
  { multipart = false } = {}
) {
  const url = (action: string) => urlFor(`dashboard.${resource}.${action}`, { username, id })
  const referer = urlFor(`dashboard.${resource}.index`, { username })
  ;(await client.get(url('edit')).loginAs(owner)).assertStatus(404)
  const updated = multipart
    ? sendMultipart(client, 'put', url('update'), owner, referer, update as Record<string, string>)
    : send(client, 'put', url('update'), owner, referer, update)
  ;(await updated).assertStatus(404)
  ;(await send(client, 'delete', url('destroy'), owner, referer)).assertStatus(404)
}

/** A refused form: what is sent, the field its message is under, the message ('' for any). */
export type RefusedCase = [payload: Record<string, unknown>, field: string, message: string]

/** Each payload posted to `url` goes back to the form (`referer`) with a message under its field. */
export async function assertRefused(
  client: ApiClient,
  assert: Assert,
  owner: User,
  url: string,
  referer: string,
  cases: RefusedCase[]
) {
  for (const [payload, field, message] of cases) {
    const response = await send(client, 'post', url, owner, referer, payload)
    response.assertStatus(303)
    response.assertHeader('location', referer)
    const errors = fieldErrors(response)
    assert.isDefined(errors[field], JSON.stringify(payload))
    if (message) assert.equal(errors[field], message)
  }
}

/**
 * The website's own form (design, settings): each change to the good payload, PUT from the edit page,
 * goes back there with its message under its field.
 */
export async function assertUpdateRefused(
  client: ApiClient,
  assert: Assert,
  owner: User,
  { update, edit }: { update: string; edit: string },
  good: Record<string, unknown>,
  cases: RefusedCase[]
) {
  for (const [change, field, message] of cases) {
    const response = await send(client, 'put', update, owner, edit, { ...good, ...change })
    response.assertStatus(303)
    assert.equal(fieldErrors(response)[field], message, `${field} ${JSON.stringify(change)}`)
  }
}

/** Another website's merchant opens and PUTs the website's own form (design, settings): 404 both. */
export async function assertForeignForm404(
  client: ApiClient,
  intruder: User,
  { update, edit }: { update: string; edit: string },
  payload: Record<string, unknown>
) {
  ;(await client.get(edit).withInertia().loginAs(intruder)).assertStatus(404)
  const put = await client
    .put(update)
    .json(payload)
    .withCsrfToken()
    .withInertia()
    .loginAs(intruder)
    .redirects(0)
  put.assertStatus(404)
}

/** A create past the plan's limit goes back with the plan's message (it names the plan, باقتك). */
export async function assertPlanRefuses(
  client: ApiClient,
  assert: Assert,
  owner: User,
  url: string,
  referer: string,
  payload: Record<string, unknown>
) {
  const refused = await send(client, 'post', url, owner, referer, payload)
  refused.assertStatus(303)
  assert.match(JSON.stringify(refused.flashMessages()), /باقت/)
}
