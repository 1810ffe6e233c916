import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Website from '#models/website'

export { demoOwner, nakheelOwner, png, clearUploads, filesOf } from './website_helpers.js'

export const demoWebsite = () => Website.findByOrFail('username', 'demo')
export const nakheelWebsite = () => Website.findByOrFail('username', 'nakheel')

/** A form sent from a dashboard page as this merchant (JSON body, no redirect followed). */
export function send(
  client: ApiClient,
  method: 'post' | 'put' | 'delete',
  url: string,
  owner: User,
  referer: string,
  payload?: Record<string, unknown>
) {
  const request = client[method](url)
    .loginAs(owner)
    .withInertia()
    .withCsrfToken()
    .header('referer', referer)
    .redirects(0)
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
  const request = client[method](url)
    .loginAs(owner)
    .withInertia()
    .withCsrfToken()
    .header('referer', referer)
    .redirects(0)
    .fields(fields)
  if (image) request.file(image.field, image.bytes, { filename: image.name ?? 'image.png' })
  return request
}

/**
 * The messages a page shows after a refused form, by field: the validator's (first message per
 * field) and the domain errors'.
 */
export function formErrors(response: { flashMessages(): Record<string, any> }) {
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
