// The signed-in customer's account pages: the side menu beside the page, its heading and title.
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import { route } from '~/lib/route'
import Seo from '~/components/seo'
import '~/css/account.css'

type AccountSection = 'profile' | 'address' | 'orders' | 'booking'

/**
 * The signed-in customer's pages (profile, addresses, orders): the side menu of SPEC.md (personal info,
 * addresses, orders, bookings) beside the page. Renders inside StoreLayout.
 */
export default function AccountLayout({
  active,
  title,
  seoTitle = title,
  children,
}: {
  active: AccountSection
  /** the page's heading, and its document title unless `seoTitle` says otherwise */
  title: string
  seoTitle?: string
  children: ReactNode
}) {
  const { username } = usePage<SharedProps>().props
  const items: { key: AccountSection; href: string; label: string }[] = [
    {
      key: 'profile',
      href: route('store.profile.show', { username }),
      label: 'المعلومات الشخصية',
    },
    { key: 'address', href: route('store.addresses.index', { username }), label: 'العناوين' },
    { key: 'orders', href: route('store.orders.index', { username }), label: 'الطلبات' },
    { key: 'booking', href: route('store.bookings.index', { username }), label: 'الحجوزات' },
  ]
  return (
    <div className="container account-page">
      <nav className="account-menu" aria-label="حسابي">
        {items.map((item) => (
          <Link
            key={item.key}
            href={item.href}
            className={item.key === active ? 'active' : undefined}
            aria-current={item.key === active ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <section className="account-body">
        <Seo title={seoTitle} />
        <h1 className="account-title">{title}</h1>
        {children}
      </section>
    </div>
  )
}
