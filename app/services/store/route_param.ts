import type { HttpContext } from '@adonisjs/core/http'

/**
 * A route parameter as text. The router hands parameters over still percent-encoded, and merchants
 * write Arabic slugs ('سياسة-الشحن' arrives as '%D8%B3...'); a malformed escape stays as it came.
 */
export function routeParam(ctx: HttpContext, name: string): string {
  const raw = String(ctx.params[name] ?? '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
