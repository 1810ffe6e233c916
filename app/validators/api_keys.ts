// The merchant API's inputs: an API key's form, a webhook endpoint's form, and a list's cursor and limit.
import vine from '@vinejs/vine'
import { API_SCOPES } from '#services/api_keys/api_keys'
import { WEBHOOK_EVENTS } from '#services/webhooks/webhook_events'

/** POST /dashboard/{username}/api-keys: a name to recognise it by and at least one scope. */
export const apiKeyValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(100),
    scopes: vine.array(vine.enum(API_SCOPES)).minLength(1).distinct(),
  })
)

/**
 * POST /dashboard/{username}/webhooks: the receiving address (its scheme and host are checked by
 * WebhookEndpoints after DNS resolution) and at least one event.
 */
export const webhookEndpointValidator = vine.compile(
  vine.object({
    url: vine.string().trim().maxLength(2000).url({ require_tld: false }),
    events: vine.array(vine.enum(WEBHOOK_EVENTS)).minLength(1).distinct(),
  })
)

/** PATCH /dashboard/{username}/webhooks/{id}: pause (false) or resume (true) an endpoint. */
export const webhookStateValidator = vine.compile(
  vine.object({
    active: vine.boolean(),
  })
)

/** A merchant list's page: up to 100 rows from a cursor of the Link header. */
export const cursorQueryValidator = vine.compile(
  vine.object({
    limit: vine.number().withoutDecimals().range([1, 100]).optional(),
    cursor: vine.string().maxLength(40).optional(),
  })
)
