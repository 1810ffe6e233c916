import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports'

/**
 * Server-sent events to the dashboard (a new order or booking). With several app processes a browser
 * is connected to one of them while the order may be placed on another: REDIS_HOST set, every process
 * publishes through Redis and each delivers to its own connections. Without it (one process, tests),
 * in memory.
 */
const redisHost = env.get('REDIS_HOST')

export default defineConfig({
  // keeps proxies from closing a quiet stream
  pingInterval: '30s',
  transport: redisHost
    ? {
        driver: redis({
          host: redisHost,
          port: env.get('REDIS_PORT') ?? 6379,
          password: env.get('REDIS_PASSWORD') || undefined,
          keyPrefix: 'safhati:transmit:',
        }),
      }
    : null,
})
