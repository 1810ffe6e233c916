/**
 * Props of the content site (/c/{username}) as the server sends them (app/services/presenters/
 * blog_presenter.ts, app/services/content/*). Declared here so the pages import no server code.
 */
import type { PostCardData } from '~/components/post_card'

export type { PostCardData }

export interface ContentSeoData {
  title: string
  siteName: string
  description: string | null
  keywords: string | null
  canonical: string
  image: string
  type: 'website' | 'article'
  noindex: boolean
}

export interface SectionLink {
  id: number
  title: string
  slug: string
}

export interface SectionSummary extends SectionLink {
  description: string | null
  image: string | null
  isMain: boolean
  postCount: number
  parent: SectionLink | null
  children: (SectionLink & { postCount: number })[]
}

export interface PostDetail extends PostCardData {
  keywords: string | null
  content: string
  updatedAt: string | null
}

export interface PostLink {
  title: string
  slug: string
}

export interface PageMeta {
  currentPage: number
  lastPage: number
  total: number
}

export interface SocialLink {
  kind: 'facebook' | 'x' | 'instagram' | 'snapchat' | 'whatsapp'
  label: string
  url: string
}

/** Header and footer data, shared with every content page by the contentSite middleware. */
export interface ContentChrome {
  description: string | null
  headerSections: { title: string; slug: string }[]
  footerSections: { title: string; slug: string }[]
  headerPages: { name: string; slug: string }[]
  footerPages: { name: string; slug: string }[]
  social: SocialLink[]
  contact: { email: string | null; phone: string | null; address: string | null }
  feedUrl: string
}

export interface SlideData {
  id: number
  image: string
  title: string | null
  description: string | null
  link: string | null
  buttonText: string | null
  buttonColor: string | null
  buttonTextColor: string | null
}

interface BlockBase {
  key: string
  order: number
  title: string | null
}

export type HomeBlock =
  | (BlockBase & { kind: 'slides'; slides: SlideData[] })
  | (BlockBase & { kind: 'categories'; sections: SectionSummary[] })
  | (BlockBase & { kind: 'recent_blogs'; section: SectionLink | null; posts: PostCardData[] })
