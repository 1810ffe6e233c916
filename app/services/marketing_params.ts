/**
 * A route parameter of the marketing site as text. The router hands parameters over still
 * percent-encoded, so an Arabic slug ('سياسة-الاسترجاع') arrives as '%D8%B3...'; a malformed escape
 * stays as it came (and then simply matches nothing).
 */
export function textParam(params: Record<string, unknown>, name: string): string {
  const raw = String(params[name] ?? '')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
