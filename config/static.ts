import { defineConfig } from '@adonisjs/static'

/** Vite's build output: every file name carries a hash of its content, so it never changes. */
const HASHED_ASSET = /[/\\]assets[/\\][^/\\]+-[\w-]{8,}\.\w+$/

/**
 * Files of public/ (and the built assets under public/assets). Hashed assets are cached by browsers
 * and CDNs for a year without revalidation; every other file is revalidated with its ETag or
 * Last-Modified date (a 304 when unchanged).
 */
const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  headers: (path) =>
    HASHED_ASSET.test(path)
      ? { 'Cache-Control': 'public, max-age=31536000, immutable' }
      : { 'Cache-Control': 'public, max-age=0, must-revalidate' },
})

export default staticServerConfig
