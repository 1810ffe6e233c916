import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Redis, when REDIS_HOST is set: the page cache's shared tier and its invalidations (config/cache.ts),
 * sessions (SESSION_DRIVER=redis), rate limits (config/limiter.ts), visit counts, the dashboard's live
 * events (config/transmit.ts). lazyConnect: without REDIS_HOST nothing ever connects.
 */

/**
 * Every key of this install starts with it (ioredis adds it to keys), and so does every pub/sub channel
 * (which ioredis leaves alone: app/services/redis/channel_prefix.ts, config/transmit.ts,
 * app/services/cache/site_changes.ts add it): installs sharing one Redis and one database number never
 * read each other's sessions, counters, pages or events.
 */
export const REDIS_KEY_PREFIX = env.get('REDIS_KEY_PREFIX') ?? ''

/**
 * A command (migrations, seeders) gives Redis two quick tries and goes on without it. An app process
 * tries again every half second for as long as it lives, so Redis back after an outage is used again
 * without a restart. Meanwhile a command sent to Redis fails at the next failed attempt (at most about
 * half a second, maxRetriesPerRequest 0) instead of waiting, and is never sent later: its caller falls
 * back (the page is rendered, the visit kept in memory) and /health/ready answers 503.
 */
const inCommand = app.getEnvironment() === 'console'

export const redisConnection = {
  host: env.get('REDIS_HOST', '127.0.0.1'),
  port: env.get('REDIS_PORT', 6379),
  password: env.get('REDIS_PASSWORD', ''),
  db: env.get('REDIS_DB', 0),
  // a host that does not answer at all (a firewall drops the packets) counts as down after 1 s
  connectTimeout: 1000,
  retryStrategy(times: number) {
    if (inCommand && times > 2) return null
    return Math.min(times * 100, 500)
  },
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...redisConnection,
      keyPrefix: REDIS_KEY_PREFIX,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
