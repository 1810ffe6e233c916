/*
| Health checks: the readiness probe asks every store the install is configured to use (the database,
| with `SELECT 1 + 1` through Lucid's DbCheck; Redis when REDIS_HOST is set, with a PING) and gives up
| on each after 2 seconds, so a probe never hangs on a dead pool or a Redis that does not answer.
*/
import { HealthChecks } from '@adonisjs/core/health'
import { DbCheck } from '@adonisjs/lucid/database'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'

const READY_TIMEOUT_MS = 2000

const healthChecks = new HealthChecks().register([new DbCheck(db.connection())])

type StoreState = 'up' | 'down'
interface Readiness {
  ok: boolean
  stores: { database: StoreState; redis?: StoreState }
}

/** `check` within READY_TIMEOUT_MS; a rejection or no answer in time is "down". */
async function within(check: () => Promise<boolean>): Promise<StoreState> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)
  })
  try {
    return (await Promise.race([check(), timeout])) ? 'up' : 'down'
  } catch {
    return 'down'
  } finally {
    clearTimeout(timer)
  }
}

async function databaseReady(): Promise<{ ok: boolean }> {
  const state = await within(() => healthChecks.run().then((report) => report.isHealthy))
  return { ok: state === 'up' }
}

/**
 * Redis answers a PING. While the connection is being re-established after a loss (every half second,
 * config/redis.ts) it is down at once: a PING would only wait for the next attempt.
 */
async function redisReady(): Promise<StoreState> {
  const connection = redis.connection()
  if (['reconnecting', 'end', 'close'].includes(connection.status)) return 'down'
  return within(() => connection.ping().then((answer) => answer === 'PONG'))
}

/** Every store of this install, asked at once: ready only when all of them answer. */
export async function storesReady(): Promise<Readiness> {
  const [database, redisState] = await Promise.all([
    databaseReady().then((result): StoreState => (result.ok ? 'up' : 'down')),
    env.get('REDIS_HOST') ? redisReady() : undefined,
  ])
  const stores: Readiness['stores'] = redisState ? { database, redis: redisState } : { database }
  return { ok: Object.values(stores).every((state) => state === 'up'), stores }
}
