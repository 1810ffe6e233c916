/**
 * Props of the storefront pages, as the server's presenters send them (app/services/presenters and
 * app/services/store). Amounts are integer halalas.
 */
import type { SharedProps } from '~/types'
import type { PostCardData } from '~/components/post_card'

export interface ProductCardData {
  id: number
  name: string
  slug: string
  image: string | null
  price: number
  /** set only when higher than the price */
  oldPrice: number | null
}

export interface ProductData extends ProductCardData {
  sku: string | null
  description: string | null
  category: { name: string; slug: string } | null
}

export interface ServiceCardData {
  id: number
  name: string
  slug: string
  image: string | null
  price: number
  oldPrice: number | null
  durationMinutes: number
}

export interface ServiceData extends ServiceCardData {
  description: string | null
  category: { name: string; slug: string } | null
  options: { id: number; name: string; extraPrice: number }[]
}

export interface StoreCategoryData {
  id: number
  name: string
  slug: string
  image: string | null
  productCount: number
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

export interface Paginated<T> {
  data: T[]
  meta: { currentPage: number; lastPage: number; total: number; perPage: number }
}

export interface BranchData {
  id: number
  name: string
  city: string | null
  address: string | null
}

export interface PageLink {
  name: string
  slug: string
}

/** The navbar and footer data every storefront page receives (shared prop `storefront`). */
export interface StorefrontData {
  categories: { name: string; slug: string }[]
  headerPages: PageLink[]
  footerPages: PageLink[]
  branches: BranchData[]
  branchId: number | null
  hasServices: boolean
  description: string | null
  contact: { phone: string | null; email: string | null; whatsapp: string | null }
  legal: { name: string | null; vatNumber: string | null; crNumber: string | null }
  social: {
    facebook: string | null
    twitter: string | null
    instagram: string | null
    snapchat: string | null
  } | null
}

export interface StoreSharedProps extends SharedProps {
  storefront?: StorefrontData | null
}

export interface SectionNodeData {
  id: number
  title: string
  slug: string
  image: string | null
  description: string | null
  postCount: number
}

export interface SectionTreeData extends SectionNodeData {
  isEmbedded: boolean
  children: { id: number; title: string; slug: string; postCount: number }[]
}

export type { PostCardData }

interface BlockBase {
  id: number
  title: string | null
}

export type HomeBlock =
  | (BlockBase & { kind: 'slider'; slides: SlideData[] })
  | (BlockBase & { kind: 'store_categories'; categories: StoreCategoryData[] })
  | (BlockBase & { kind: 'offers'; products: ProductCardData[] })
  | (BlockBase & {
      kind: 'recent_products'
      category: { name: string; slug: string } | null
      products: ProductCardData[]
    })
  | (BlockBase & { kind: 'blog_section'; sections: SectionNodeData[]; posts: PostCardData[] })
  | (BlockBase & {
      kind: 'services_category'
      category: { name: string; slug: string }
      services: ServiceCardData[]
    })
