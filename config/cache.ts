import { defineConfig, drivers, store } from '@adonisjs/cache'

/**
 * The page cache of anonymous visits (app/middleware/page_cache_middleware.ts): a memory tier in each
 * app process. The processes of a cluster (WEB_CONCURRENCY) invalidate together: websiteChanged()
 * (app/services/cache/site_changes.ts) tells the primary, which repeats it to every other process
 * (scripts/cluster.js).
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
