import db from '@adonisjs/lucid/services/db'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { websiteChanged } from '#services/cache/site_changes'

/**
 * Announces a saved or deleted row of a website's public data. Inside a transaction the event waits
 * for the commit, so no cache is refilled from data that is then rolled back or not yet visible. A
 * global transaction (the tests' own, never committed) counts as the database itself.
 */
export function announceSave(row: LucidRow, websiteId: number | null | undefined) {
  if (!websiteId) return
  const trx = row.$trx
  if (trx && !trx.isCompleted && !isGlobal(trx)) {
    trx.after('commit', () => websiteChanged(websiteId))
    return
  }
  return websiteChanged(websiteId)
}

function isGlobal(trx: NonNullable<LucidRow['$trx']>) {
  for (const global of db.connectionGlobalTransactions.values()) if (global === trx) return true
  return false
}
