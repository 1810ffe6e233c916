import type { HttpContext } from '@adonisjs/core/http'
import { buildOpenApiDocument } from '#http/openapi'
import { publicUrl, urlFor } from '#http/urls'
import { renderApiReference } from '#http/api_reference'
import { API_PREFIX } from '#config/api'

/** The OpenAPI document of /api/v1 and its readable reference (served here, no CDN). */
export default class OpenApiController {
  async document(ctx: HttpContext) {
    const document = buildOpenApiDocument(publicUrl(ctx.request, API_PREFIX))
    return ctx.response.json(document, true)
  }

  async docs(ctx: HttpContext) {
    const document = buildOpenApiDocument(publicUrl(ctx.request, API_PREFIX))
    ctx.response.header('Content-Type', 'text/html; charset=utf-8')
    return ctx.response.send(renderApiReference(document, urlFor('api.openapi.document')), true)
  }
}
