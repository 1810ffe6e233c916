/**
 * Props of the marketing pages, as the presenters (app/services/presenters/platform_presenter.ts) and
 * app/services/plan_comparison.ts serialise them. Plain data only.
 */
import type { PriceDisplay } from '~/lib/plans'
import type { SharedProps } from '~/types'

/** Shared by every marketing page (app/middleware/marketing_middleware.ts). */
export interface MarketingShared extends SharedProps {
  siteUrl: string
  pageUrl: string
  footerPosts?: PostCard[]
}

export type Privilege = 'academy' | 'blog'

export interface PostCard {
  slug: string
  title: string
  description: string | null
  image: string | null
  publishedAt: string | null
  section: { title: string; slug: string } | null
}

export interface Post extends PostCard {
  keywords: string | null
  content: string
}

export interface SectionItem {
  slug: string
  title: string
  postCount: number
  children: { slug: string; title: string; postCount: number }[]
}

export interface StaticPage {
  slug: string
  title: string
  description: string | null
  keywords: string | null
  author: string | null
  content: string
}

export interface AppCategory {
  slug: string
  name: string
  description: string | null
  icon: string | null
}

export interface MarketplaceApp {
  title: string
  name: string
  summary: string | null
  logo: string | null
  tab: string | null
  websiteUrl: string | null
}

export interface SupportTab {
  key: string
  label: string
}

export interface PlanSummary {
  code: string
  name: string
  description: string | null
  trialDays: number | null
  isDefault?: boolean
  price: PriceDisplay
}

export type ComparisonCell = string | true | null

export interface PlanComparison {
  plans: PlanSummary[]
  rows: { feature: string; label: string; values: ComparisonCell[] }[]
  slidesPerView: { narrow: number; wide: number }
}

export interface PlanCard extends PlanSummary {
  isDefault: boolean
  features: { feature: string; label: string; value: string | true }[]
}

export interface Counter {
  title: string
  count: number
  unit: string | null
  image: string | null
}

export interface WhyUs {
  title: string
  description: string
  image: string | null
}

export interface ClientSite {
  name: string
  description: string | null
  logo: string | null
  image: string | null
  url: string | null
}

export interface Testimonial {
  name: string
  role: string | null
  quote: string
  avatar: string | null
}

/** Where each collection lives: /academy and /academy/{slug}; /blogs and /blog/{slug}. */
export const COLLECTIONS: Record<
  Privilege,
  { name: string; index: string; post: string; lead: string }
> = {
  academy: {
    name: 'الأكاديمية',
    index: '/academy',
    post: '/academy',
    lead: 'أدلة عملية تساعدك على إطلاق موقعك ومتجرك وإدارته وتسويقه خطوة بخطوة.',
  },
  blog: {
    name: 'المدونة',
    index: '/blogs',
    post: '/blog',
    lead: 'أخبار صفحتي وقصص نجاح التجار ومستجدات التجارة الإلكترونية في المملكة.',
  },
}
