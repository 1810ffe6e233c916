import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

const limiterConfig = defineConfig({
  // counters shared by every app process: Redis when REDIS_HOST is set, else the database
  default: env.get('LIMITER_STORE') ?? (env.get('REDIS_HOST') ? 'redis' : 'database'),
  stores: {
    /**
     * Database store to save rate limiting data inside a
     * MYSQL or PostgreSQL database.
     */
    database: stores.database({
      tableName: 'rate_limits',
    }),

    /**
     * Memory store could be used during
     * testing
     */
    memory: stores.memory({}),

    /** REDIS_HOST: the default connection of config/redis.ts */
    redis: stores.redis({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
