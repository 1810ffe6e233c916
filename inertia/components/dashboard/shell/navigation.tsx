// The dashboard's sections, grouped as the side navigation shows them, with their icons and addresses.
import { route } from '~/lib/route'
import { routePatterns, type RouteName } from '~/lib/routes.generated'

/** The dashboard routes of one website that take no param besides :username. */
type WebsiteRoute = {
  [N in RouteName]: (typeof routePatterns)[N] extends `/dashboard/:username${infer Rest}`
    ? Rest extends `${string}:${string}`
      ? never
      : N
    : never
}[RouteName]

/**
 * The path of a dashboard section of this website, or null while its route does not exist yet: the
 * navigation names every section the dashboard will have, and links only those that are built.
 */
export function sectionUrl(name: string, username: string): string | null {
  if (!Object.hasOwn(routePatterns, name)) return null
  return route(name as WebsiteRoute, { username })
}

export type IconName =
  | 'overview'
  | 'orders'
  | 'bookings'
  | 'messages'
  | 'products'
  | 'services'
  | 'branches'
  | 'content'
  | 'pages'
  | 'design'
  | 'settings'

export interface Section {
  label: string
  route: string
  icon: IconName
  /** shown only for a website with a content site */
  content?: boolean
  /** what the badge's number counts, for screen readers */
  badge?: string
}

/** Route names follow DESIGN.md section 8 (router.resource() naming, snake_case resources). */
export const NAVIGATION: { title: string; sections: Section[] }[] = [
  {
    title: 'الرئيسية',
    sections: [
      { label: 'نظرة عامة', route: 'dashboard.overview.show', icon: 'overview' },
      { label: 'اليوم', route: 'dashboard.today.show', icon: 'bookings' },
    ],
  },
  {
    title: 'المبيعات',
    sections: [
      {
        label: 'الطلبات',
        route: 'dashboard.orders.index',
        icon: 'orders',
        badge: 'بانتظار التأكيد',
      },
      {
        label: 'الحجوزات',
        route: 'dashboard.bookings.index',
        icon: 'bookings',
        badge: 'بانتظار التأكيد',
      },
      {
        label: 'الرسائل',
        route: 'dashboard.messages.index',
        icon: 'messages',
        badge: 'غير مقروءة',
      },
      { label: 'الدفع الإلكتروني', route: 'dashboard.payments.show', icon: 'settings' },
      { label: 'الباقة والاشتراك', route: 'dashboard.plan.show', icon: 'settings' },
    ],
  },
  {
    title: 'الكتالوج',
    sections: [
      { label: 'المنتجات', route: 'dashboard.products.index', icon: 'products' },
      { label: 'الخدمات', route: 'dashboard.services.index', icon: 'services' },
      { label: 'الفروع وأوقات العمل', route: 'dashboard.branches.index', icon: 'branches' },
      { label: 'المناديب', route: 'dashboard.representatives.index', icon: 'branches' },
      { label: 'التوصيل والاستلام', route: 'dashboard.delivery_settings.edit', icon: 'orders' },
    ],
  },
  {
    title: 'الموقع',
    sections: [
      { label: 'المحتوى', route: 'dashboard.posts.index', icon: 'content', content: true },
      { label: 'أقسام المدونة', route: 'dashboard.sections.index', icon: 'content', content: true },
      { label: 'الصفحات', route: 'dashboard.pages.index', icon: 'pages' },
      { label: 'النماذج', route: 'dashboard.forms.index', icon: 'content' },
      { label: 'الشرائح', route: 'dashboard.slides.index', icon: 'design' },
      { label: 'ترتيب الرئيسية', route: 'dashboard.home_sections.edit', icon: 'design' },
      { label: 'صفحات المنيو', route: 'dashboard.landing_pages.index', icon: 'pages' },
      { label: 'التصميم', route: 'dashboard.design.edit', icon: 'design' },
      { label: 'الإعدادات', route: 'dashboard.settings.edit', icon: 'settings' },
      { label: 'النطاقات', route: 'dashboard.settings.domains.index', icon: 'settings' },
    ],
  },
  {
    title: 'الربط',
    sections: [
      { label: 'مفاتيح الواجهة البرمجية', route: 'dashboard.api_keys.index', icon: 'settings' },
      { label: 'الإشعارات الآلية', route: 'dashboard.webhooks.index', icon: 'messages' },
      { label: 'فريق العمل', route: 'dashboard.staff.index', icon: 'overview' },
    ],
  },
]

const ICON_PATHS: Record<IconName, string> = {
  overview: 'M4 13h6V4H4zm0 7h6v-4H4zm10 0h6v-9h-6zm0-16v4h6V4z',
  orders: 'M6 7h12l-1 13H7zM9 7a3 3 0 0 1 6 0',
  bookings: 'M5 5h14v15H5zM5 10h14M9 3v4m6-4v4',
  messages: 'M4 5h16v11H8l-4 4z',
  products: 'M4 8l8-4 8 4-8 4zm0 0v8l8 4 8-4V8m-8 4v8',
  services: 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z',
  branches: 'M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zm0-9a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  content: 'M6 3h9l3 3v15H6zM9 10h6m-6 4h6m-6 4h4',
  pages: 'M4 4h16v16H4zM4 9h16',
  design:
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5zM7.5 12h.01M10 7.5h.01M15 7.5h.01',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3z',
}

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="dash-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  )
}

/** Opens in a new tab: a small mark for sighted users, the words for screen readers. */
export function NewTab() {
  return (
    <>
      <span aria-hidden="true" className="dash-newtab">
        ↗
      </span>
      <span className="visually-hidden"> (يفتح في نافذة جديدة)</span>
    </>
  )
}
