import type { HttpContext } from '@adonisjs/core/http'
import { buildOpenApiDocument } from '#http/api/openapi'
import { urlFor } from '#http/urls/urls'
import { renderApiReference } from '#http/api/api_reference'

/**
 * The OpenAPI document of /api/v1 and its readable reference (served here, no CDN). The server in it
 * comes from configuration (APP_URL), never from the request's Host header.
 */
export default class OpenApiController {
  async document(ctx: HttpContext) {
    const document = buildOpenApiDocument()
    return ctx.response.json(document, true)
  }

  async docs(ctx: HttpContext) {
    const document = buildOpenApiDocument()
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    return ctx.response.send(renderApiReference(document, urlFor('api.openapi.document')), true)
  }
}
