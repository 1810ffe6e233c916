// The OpenAPI document's answers beside the success: error answers, their descriptions and headers.
import { PROBLEM_TYPE } from '#http/api/problem'

/** An error answer: the API's {message, errors} or, for the merchant API, an RFC 9457 problem. */
export const errorResponse = (
  description: string,
  headers?: Record<string, unknown>,
  problem = false
) => ({
  description,
  ...(headers ? { headers } : {}),
  content: problem
    ? { [PROBLEM_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } }
    : { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed body (not JSON, or not the declared content type)',
  401: 'Not signed in, or the token expired or was revoked',
  403: 'Not allowed (the website’s plan does not offer this)',
  404: 'Not found (unknown website, record, or one of another customer)',
  405: 'This path does not take that method; Allow lists the ones it takes',
  409: 'Conflict: the time was taken, or the cart changed',
  413: 'The body is too large',
  422: 'Invalid input: {message, errors: {field: [messages]}}',
  429: 'Too many attempts; see Retry-After',
}

/** Every answer's rate-limit state (draft-ietf-httpapi-ratelimit-headers; config/api.ts sets the quota). */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: 'the quota of calls (q) per window in seconds (w) of this token, or this address',
    schema: { type: 'string' },
  },
  'RateLimit': {
    description: 'calls left (r) and seconds until the window ends (t)',
    schema: { type: 'string' },
  },
}

export const ERROR_HEADERS: Record<number, Record<string, unknown>> = {
  405: { Allow: { description: 'the methods of the path', schema: { type: 'string' } } },
  429: {
    'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } },
    ...RATE_LIMIT_HEADERS,
  },
}
