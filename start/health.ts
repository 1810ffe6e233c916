/*
| Health checks (@adonisjs/core/health with Lucid's DbCheck): the readiness probe asks the database for
| `SELECT 1 + 1` and gives up after 2 seconds, so a probe never hangs on a dead pool.
*/
import { HealthChecks } from '@adonisjs/core/health'
import { DbCheck } from '@adonisjs/lucid/database'
import db from '@adonisjs/lucid/services/db'

export const READY_TIMEOUT_MS = 2000

export const healthChecks = new HealthChecks().register([new DbCheck(db.connection())])

export async function databaseReady(): Promise<{ ok: boolean }> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<{ ok: boolean }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false }), READY_TIMEOUT_MS)
  })
  try {
    return await Promise.race([
      healthChecks.run().then((report) => ({ ok: report.isHealthy })),
      timeout,
    ])
  } catch {
    return { ok: false }
  } finally {
    clearTimeout(timer)
  }
}
