import env from '#start/env'
import { defineConfig, drivers, store } from '@adonisjs/cache'
import { REDIS_KEY_PREFIX } from '#config/redis'
import { prefixedBusDriver } from '#services/redis/channel_prefix'

/**
 * The page cache of anonymous visits (app/middleware/page_cache_middleware.ts): a memory tier in each
 * app process.
 *
 * Without REDIS_HOST (one process, or a cluster on one machine) the processes of a cluster
 * invalidate together through the cluster's primary: websiteChanged()
 * (app/services/cache/site_changes.ts) tells it, and it repeats the save to every other process
 * (scripts/cluster.js).
 *
 * With REDIS_HOST, Redis is a second tier shared by every process (a page rendered by one is served
 * by all) and its bus carries invalidations: a save drops the website's pages in every process, on
 * every machine, at once.
 */
const redisHost = env.get('REDIS_HOST')

// alone, the memory tier keeps a page as given, not serialized: a hit costs no copy of the page (the
// middleware never mutates a kept page). With Redis it keeps the JSON: bentocache 1.6 copies a page read
// from Redis into memory serialized whatever this says, then fails to read it back
// (github.com/Julien-R44/bentocache/issues/111). The least recently used of at most 5000 pages go first.
const memory = drivers.memory({ serialize: Boolean(redisHost), maxItems: 5000 })

const pages = redisHost
  ? // REDIS_KEY_PREFIX: the connection adds it to the Redis tier's keys, and it names the bus's
    // channel (bentocache.notifications:pages is not a key: prefixedBusDriver) and its namespace, so
    // apps sharing a Redis neither hear nor serve each other's pages
    store({ prefix: `${REDIS_KEY_PREFIX}pages` })
      .useL1Layer(memory)
      .useL2Layer(drivers.redis({ connectionName: 'main', prefix: 'safhati:pages' }))
      .useBus(prefixedBusDriver(drivers.redisBus({ connectionName: 'main' }), REDIS_KEY_PREFIX))
  : store().useL1Layer(memory)

const cacheConfig = defineConfig({
  default: 'pages',
  stores: { pages },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
