import { defineConfig, drivers, store } from '@adonisjs/cache'

/**
 * The page cache of anonymous visits (app/middleware/page_cache_middleware.ts): a memory tier in each
 * app process. Several processes (WEB_CONCURRENCY) invalidate together through the cluster relay
 * (app/services/cache/cluster_relay.ts), which repeats every 'website:changed' in every process.
 */
const cacheConfig = defineConfig({
  default: 'pages',
  stores: {
    pages: store().useL1Layer(drivers.memory({ maxSize: '64mb' })),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
