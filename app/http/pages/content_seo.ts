import type { HttpContext } from '@adonisjs/core/http'
import { publicUrl } from '#http/urls/urls'
import { encodedUrl } from '#services/sitemap'

interface SeoInput {
  /** the page's own title; the site name follows it, and the app puts 'صفحتي' first */
  title?: string | null
  description?: string | null
  keywords?: string | null
  image?: string | null
  /** path of the canonical address, with its query when it matters (?page=2) */
  path: string
  type?: 'website' | 'article'
  /** pages that must stay out of search results (a missing post) */
  noindex?: boolean
}

/** Link previews (WhatsApp, X, Facebook) do not show SVG; those pages share the platform picture. */
const SHARE_FALLBACK = '/images/marketing/og-default.png'
const shareable = (image: string | null | undefined) =>
  image && !/\.svg(\?|#|$)/i.test(image) ? image : null

const absolute = (ctx: HttpContext, value: string) =>
  /^https?:\/\//i.test(value) ? value : publicUrl(ctx.request, encodedUrl(value))

/**
 * The head of a content page: title, description and keywords from the page (falling back to the
 * website's), an absolute canonical address and an absolute Open Graph image (the page's picture,
 * else the website's logo, else the platform's, skipping SVG which link previews ignore).
 */
export function contentSeo(ctx: HttpContext, input: SeoInput) {
  const website = ctx.website
  const image = shareable(input.image) ?? shareable(website.logo) ?? SHARE_FALLBACK
  return {
    title: input.title ? `${input.title} | ${website.nameAr}` : website.nameAr,
    siteName: website.nameAr,
    description: input.description || website.description || null,
    keywords: input.keywords || null,
    canonical: absolute(ctx, input.path),
    image: absolute(ctx, image),
    type: input.type ?? 'website',
    noindex: input.noindex ?? false,
  }
}

export type ContentSeo = ReturnType<typeof contentSeo>
