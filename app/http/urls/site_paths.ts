// The paths of a website on its own host, server side: routing /x as /o/{u}/x and /site/x as /c/{u}/x (issue 30).
import {
  hostPath,
  isUnder,
  prefixesOf,
  sharedOnSiteHost,
  type SiteHost,
} from '../../../inertia/lib/site_host_paths.js'

/** The mapping itself is shared with the pages (inertia/lib/site_host_paths.ts). */
export { hostPath, sharedOnSiteHost }
export type SiteHostInfo = SiteHost

/**
 * The app's path for a path asked on the website's host: the store's routes under /o/{u}, the
 * content site's under /c/{u}; a shared path, or one already under this website's own prefix, as is.
 */
export function routedPath(path: string, host: SiteHostInfo): string {
  const { store, content } = prefixesOf(host)
  if (sharedOnSiteHost(path) || isUnder(path, store) || isUnder(path, content)) return path
  if (isUnder(path, host.content)) return content + path.slice(host.content.length)
  return path === '/' || path.startsWith('/?') ? store + path.slice(1) : store + path
}

/**
 * The page cache's address of a request: a website's own host keeps its pages apart from the
 * platform's /o/{u} ones (their links differ).
 */
export function cacheAddress(url: string, siteHostname: string | undefined): string {
  return siteHostname ? `//${siteHostname}${url}` : url
}
