// The daily prune of the merchant API's records: expired idempotency keys and old finished webhook deliveries.
import db from '@adonisjs/lucid/services/db'

/** Finished deliveries are kept a month for the dashboard's list, then deleted. */
export const KEEP_DELIVERIES_MS = 30 * 24 * 3600_000

/** Runs with the daily jobs.prune; returns how many rows went. */
export async function pruneIntegrations(now = Date.now()) {
  const keys = await db.from('idempotency_keys').where('expires_at', '<', now).delete()
  const deliveries = await db
    .from('webhook_deliveries')
    .whereIn('status', ['succeeded', 'failed'])
    .where('created_at', '<', now - KEEP_DELIVERIES_MS)
    .delete()
  return Number(keys) + Number(deliveries)
}
