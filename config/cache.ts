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
    // kept as given, not serialized: a hit costs no copy of the page (the middleware never mutates
    // a kept page); the least recently used of at most 5000 pages go first
    pages: store().useL1Layer(drivers.memory({ serialize: false, maxItems: 5000 })),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
