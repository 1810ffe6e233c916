// GET /cart?city=: the city the shopper picks for the delivery fee (a link someone may edit by hand).

/** Longest city name read from the query string; a longer one is no city. */
const MAX_CITY = 60

/**
 * The picked city, trimmed, or null. A query value that makes no sense is dropped (the cart shows the
 * saved address's city, or nothing), never an error: the fee itself is the server's (delivery_quote.ts).
 */
export function cartCity(qs: Record<string, unknown>): string | null {
  const city = typeof qs.city === 'string' ? qs.city.trim().replace(/\s+/g, ' ') : ''
  return city && city.length <= MAX_CITY ? city : null
}
