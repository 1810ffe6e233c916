import type { DateTime } from 'luxon'

interface SitemapEntry {
  loc: string
  lastmod?: DateTime | null
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!
  )

/**
 * A URL as it must be written in XML feeds: Arabic letters percent-encoded. Addresses from the route
 * helpers are already encoded (ASCII), and stay as they are.
 */
export const encodedUrl = (value: string) => (/[^ -~]/.test(value) ? encodeURI(value) : value)

/** A sitemaps.org urlset; Arabic slugs are percent-encoded as URLs must be. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISODate()}</lastmod>` : ''
    return `<url><loc>${escapeXml(encodedUrl(entry.loc))}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
