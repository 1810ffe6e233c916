import type { DateTime } from 'luxon'
import { encodedUrl } from '#services/sitemap'

/** Text and attribute values inside XML. */
export const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!
  )

/** Characters XML 1.0 forbids even when escaped (control characters pasted from editors). */
const stripInvalid = (value: string) =>
  // eslint-disable-next-line no-control-regex -- removing exactly these characters is the point
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')

const text = (value: string) => escapeXml(stripInvalid(value))

interface FeedItem {
  title: string
  url: string
  description: string | null
  category: string | null
  publishedAt: DateTime
}

interface Feed {
  title: string
  url: string
  selfUrl: string
  description: string
  image: string | null
  items: FeedItem[]
}

/** An RSS 2.0 feed with its atom:self link; URLs are percent-encoded as Arabic slugs must be. */
export function rssXml(feed: Feed): string {
  const url = (value: string) => text(encodedUrl(value))
  const items = feed.items.map((item) =>
    [
      '<item>',
      `<title>${text(item.title)}</title>`,
      `<link>${url(item.url)}</link>`,
      `<guid isPermaLink="true">${url(item.url)}</guid>`,
      `<pubDate>${item.publishedAt.toUTC().toRFC2822()}</pubDate>`,
      item.category ? `<category>${text(item.category)}</category>` : '',
      item.description ? `<description>${text(item.description)}</description>` : '',
      '</item>',
    ].join('')
  )
  const newest = feed.items[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${text(feed.title)}</title>`,
    `<link>${url(feed.url)}</link>`,
    `<atom:link href="${url(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    `<description>${text(feed.description)}</description>`,
    '<language>ar</language>',
    newest ? `<lastBuildDate>${newest.toUTC().toRFC2822()}</lastBuildDate>` : '',
    feed.image
      ? `<image><url>${url(feed.image)}</url><title>${text(feed.title)}</title><link>${url(feed.url)}</link></image>`
      : '',
    ...items,
    '</channel>',
    '</rss>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n')
}
