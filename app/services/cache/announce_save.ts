import db from '@adonisjs/lucid/services/db'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { websiteChanged } from '#services/cache/site_changes'
import { SiteVersions } from '#services/cache/site_versions'

/**
 * Announces a saved or deleted row of a website's public data. Inside a transaction the website's
 * version is bumped with the row and the event waits for the commit, so no cache is refilled from data that is then rolled back or not yet visible. A
 * global transaction (the tests' own, never committed) counts as the database itself.
 */
export async function announceSave(row: LucidRow, websiteId: number | null | undefined) {
  if (!websiteId) return
  const trx = row.$trx
  if (trx && !trx.isCompleted && !isGlobal(trx)) {
    // the website's version is bumped with the data, so no process can miss the save for long
    // (app/services/cache/site_versions.ts); the first save of the transaction announces it
    const version = await SiteVersions.bump(websiteId, trx)
    if (version !== null) trx.after('commit', () => websiteChanged(websiteId, version))
    return
  }
  return websiteChanged(websiteId)
}

function isGlobal(trx: NonNullable<LucidRow['$trx']>) {
  for (const global of db.connectionGlobalTransactions.values()) if (global === trx) return true
  return false
}
