/**
 * The shared props every page receives, derived from the server (config/inertia.ts sharedData, which
 * augments SharedProps, and the props some middleware share with one part of the site). Type-only
 * imports: nothing of the server reaches the browser bundle.
 */
import type { InferPageProps, SharedProps as ServerSharedProps } from '@adonisjs/inertia/types'
import type { CartService } from '#services/cart/cart_service'
import type { ContentChrome } from '#services/content/content_site'
import type { PlatformPostCard } from '#presenters/platform_presenter'

export type WebsiteBasics = NonNullable<ServerSharedProps['website']>
export type DesignPart = WebsiteBasics['design']['background']
export type SignedIn = NonNullable<ServerSharedProps['user']>

export type SharedProps = ServerSharedProps & {
  // usePage<T>() asks for an index signature, which an interface does not have
  [key: string]: unknown
  /** storefront pages (/o/{username}) only (app/middleware/store_cart_summary_middleware.ts) */
  cartSummary?: Awaited<ReturnType<CartService['summary']>>
  /** validation errors of the last form post, by field */
  errors?: Record<string, string>
}

/** Content site pages (/c/{username}): the header and footer (app/middleware/content_site_middleware.ts). */
export type ContentShared = SharedProps & { contentSite: ContentChrome }

/**
 * Marketing pages: the absolute addresses for SEO and share links and the footer's academy posts
 * (app/middleware/marketing_middleware.ts).
 */
export type MarketingShared = SharedProps & {
  siteUrl: string
  pageUrl: string
  footerPosts?: PlatformPostCard[]
}

/**
 * The props of a content page (/c/{username}). A content controller method may render the
 * content/missing page instead (app/services/content/responses.ts), so InferPageProps gives both
 * shapes; this keeps the page's own.
 */
export type ContentPageProps<Controller, Method extends keyof Controller> = Exclude<
  InferPageProps<Controller, Method>,
  { message: string }
>
