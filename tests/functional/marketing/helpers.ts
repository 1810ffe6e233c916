import env from '#start/env'

/** The public address the app builds canonical and share links from (APP_URL of .env.test). */
export const appUrl = () => (env.get('APP_URL') ?? '').replace(/\/$/, '')

/** The content of the first `<meta>` or `<link>` of the server-rendered head matching the attribute. */
export function headTag(html: string, attribute: 'name' | 'property' | 'rel', key: string) {
  const tag = html.match(new RegExp(`<(?:meta|link)[^>]*${attribute}="${key}"[^>]*>`))?.[0]
  return tag?.match(/(?:content|href)="([^"]*)"/)?.[1] ?? null
}

/** The page title as rendered on the server. */
export function titleOf(html: string) {
  return html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? null
}

/** Server-rendered HTML without React's text separators (`+<!-- -->187` reads `+187`). */
export function htmlOf(response: { text(): string }) {
  return response.text().replace(/<!-- -->/g, '')
}
