/**
 * The JSON API's address prefix, in one place: the routes (start/routes/api.ts), the JSON error
 * answers, CORS and the OpenAPI document all read it.
 */
export const API_PREFIX = '/api/v1'

/** Whether a path is a call of the JSON API (or of its reference pages under /api). */
export function isApiPath(path: string) {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path.startsWith('/api/')
}
