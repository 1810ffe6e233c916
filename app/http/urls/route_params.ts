/**
 * A route parameter as text. The router hands parameters over still percent-encoded, and Arabic
 * slugs are common ('سياسة-الشحن' arrives as '%D8%B3...'); a malformed escape stays as it came (it
 * then matches nothing: a 404). Every area reads slugs through this one helper.
 */
export function textParam(params: Record<string, unknown>, name: string): string {
  const raw = String(params[name] ?? '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
