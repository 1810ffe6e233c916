// Opening and closing a website's public sites to visitors (the "افتح المتجر" switch).
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Website from '#models/website'

/**
 * A new website starts closed: visitors see its coming-soon page (app/middleware/store_open_middleware.ts)
 * while the merchant, signed in, prepares and previews it. One switch opens it; it can be closed
 * again (a holiday, a stock-take). Saving the website row announces the change (Website.announceChange,
 * the same path every settings save takes), so every kept page of its sites is dropped at once and the
 * next visitor gets the store, or the coming-soon page, never the other one from the cache.
 */
export const StoreOpening = {
  async set(website: Website, open: boolean, trx?: TransactionClientContract) {
    if (website.isOpen === open) return website
    if (trx) website.useTransaction(trx)
    website.isOpen = open
    await website.save()
    return website
  },
}
