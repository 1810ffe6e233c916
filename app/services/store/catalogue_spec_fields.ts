// SPEC.md's product and service fields the storefront cards leave out (sku, keywords), for /api/v1.
import type Website from '#models/website'

type Card = Record<string, any>

/**
 * Adds `sku` and `keywords` to the product cards and `keywords` to the service cards of an API answer
 * (the pages' cards stay lean): one query per kind, whatever the number of cards.
 */
export async function withCatalogueFields(
  website: Website,
  cards: { products?: Card[]; services?: Card[] }
) {
  const productIds = [...new Set((cards.products ?? []).map((card) => Number(card.id)))]
  const serviceIds = [...new Set((cards.services ?? []).map((card) => Number(card.id)))]
  const [products, services] = await Promise.all([
    productIds.length
      ? website
          .related('products')
          .query()
          .whereIn('id', productIds)
          .select('id', 'sku', 'keywords')
      : Promise.resolve([]),
    serviceIds.length
      ? website.related('services').query().whereIn('id', serviceIds).select('id', 'keywords')
      : Promise.resolve([]),
  ])
  const productFields = new Map(products.map((row) => [row.id, row]))
  const serviceFields = new Map(services.map((row) => [row.id, row]))
  for (const card of cards.products ?? []) {
    const row = productFields.get(Number(card.id))
    card.sku ??= row?.sku ?? null
    card.keywords ??= row?.keywords ?? null
  }
  for (const card of cards.services ?? []) {
    card.keywords ??= serviceFields.get(Number(card.id))?.keywords ?? null
  }
}
