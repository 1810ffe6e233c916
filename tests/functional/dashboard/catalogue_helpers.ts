import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

/** A form sent from a dashboard page as this merchant (no redirect followed). */
export function send(
  client: ApiClient,
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  owner: User,
  payload?: Record<string, unknown>,
  referer = url
) {
  const request = client[method](url)
    .loginAs(owner)
    .withInertia()
    .withCsrfToken()
    .header('referer', referer)
    .redirects(0)
  return payload ? request.json(payload) : request
}

/** The first message of each field the page gets back (validation and domain errors alike). */
export function fieldErrors(response: { flashMessages(): Record<string, any> }) {
  const flash = response.flashMessages()
  const bag = (flash.inputErrorsBag ?? {}) as Record<string, string[]>
  const domain = (flash.errorsBag ?? {}) as Record<string, string>
  return {
    ...Object.fromEntries(Object.entries(bag).map(([field, messages]) => [field, messages[0]])),
    ...Object.fromEntries(
      Object.entries(domain).filter(([field]) => field !== 'E_VALIDATION_ERROR')
    ),
  } as Record<string, string>
}
