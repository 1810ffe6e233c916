import cluster from 'node:cluster'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports'
import { REDIS_KEY_PREFIX, redisConnection } from '#config/redis'
import { clusterBus } from '#services/cluster/cluster_transport'

/**
 * Server-sent events to the dashboard (a new order or booking). With several app processes a browser
 * is connected to one of them while the order may be placed on another: REDIS_HOST set, every process
 * publishes through Redis and each delivers to its own connections. Without it, the workers of a
 * cluster (WEB_CONCURRENCY) relay them through the cluster's primary; one process keeps them in memory.
 *
 * A command (migrations, seeders) has no event streams: it opens no Redis connection for them, so it
 * runs without Redis.
 */
const viaRedis = Boolean(env.get('REDIS_HOST')) && app.getEnvironment() !== 'console'

export default defineConfig({
  // keeps proxies from closing a quiet stream
  pingInterval: '30s',
  transport: viaRedis
    ? {
        driver: redis({
          ...redisConnection,
          password: redisConnection.password || undefined,
          // the transport throws (and ends the process) when a command gives up: its subscription and
          // messages wait for Redis instead, reconnecting every 2 s at most (each failed attempt of
          // its two connections prints a line: no faster than that)
          maxRetriesPerRequest: null,
          retryStrategy: (times: number) => Math.min(times * 200, 2000),
        }),
        // channels are not keys: ioredis does not prefix them, so installs on one Redis would hear
        // each other's orders
        channel: `${REDIS_KEY_PREFIX}transmit::broadcast`,
      }
    : cluster.isWorker
      ? // several processes on one machine without Redis: the cluster's primary relays the events
        { driver: clusterBus() }
      : null,
})
