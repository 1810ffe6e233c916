import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { dashboardRequest } from './form_helpers.js'

export { fieldErrors } from './form_helpers.js'

/** A form sent from the page at its own address by default (the catalogue specs' argument order). */
export function send(
  client: ApiClient,
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  owner: User,
  payload?: Record<string, unknown>,
  referer = url
) {
  const request = dashboardRequest(client, method, url, owner, referer)
  return payload ? request.json(payload) : request
}
