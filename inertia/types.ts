/**
 * The shared props every page receives (config/inertia.ts sharedData). Kept small on purpose.
 */
export interface DesignPart {
  color: string
  textColor: string
  hoverColor: string
  image: string | null
}

export interface WebsiteBasics {
  id: number
  username: string
  name: string
  logo: string | null
  supportContent: boolean
  defaultTheme: string
  design: {
    primaryColor: string
    textColor: string
    background: DesignPart
    header: DesignPart
    footer: DesignPart
  }
}

export interface SignedIn {
  id: number
  name: string
  email: string
}

export interface SharedProps {
  [key: string]: unknown
  locale: 'ar'
  appName: string
  merchantAppUrl: string
  username: string | null
  slug: string | null
  default_theme: string
  website: WebsiteBasics | null
  user: SignedIn | null
  customer: SignedIn | null
  flash: { success?: string; error?: string; notification?: string }
  /** storefront pages (/o/{username}) only: the cart's piece count and VAT-inclusive total in halalas */
  cartSummary?: { count: number; total: number }
  errors?: Record<string, string>
}
