// The card that ends the checkout and the booking wizard: the purchase's number and where to go next.
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import Seo from '~/components/seo'

/** What differs between a placed order and a placed booking. */
const KINDS = {
  order: {
    seoTitle: 'تم استلام الطلب',
    heading: 'تم استلام طلبك',
    icon: (
      <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--primary)" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    ),
    page: 'container checkout-page',
    card: 'card success-card',
    role: 'status',
    numberLabel: 'رقم الطلب',
    numberClass: 'order-number',
    view: 'عرض الطلب',
    nav: 'form-actions center',
  },
  booking: {
    seoTitle: 'تم الحجز',
    heading: 'تم استلام حجزك',
    icon: null,
    page: 'container booking-page',
    card: 'card booking-done',
    role: undefined,
    numberLabel: 'رقم الحجز',
    numberClass: 'booking-number',
    view: 'عرض الحجز',
    nav: 'booking-nav',
  },
}

/** The done card: the order's tick, the heading, the number linking to the purchase, `children`, then the two links. */
export default function PurchaseDone({
  kind,
  number,
  href,
  next,
  children,
}: {
  kind: keyof typeof KINDS
  number: number
  /** the purchase's own page */
  href: string
  /** the second link, after the one to the purchase */
  next: { href: string; label: string }
  children: ReactNode
}) {
  const look = KINDS[kind]
  return (
    <div className={look.page}>
      <Seo title={look.seoTitle} />
      <div className={look.card} role={look.role}>
        {look.icon}
        <h1>{look.heading}</h1>
        <p>
          {look.numberLabel}{' '}
          <Link href={href} className={look.numberClass}>
            {number}
          </Link>
        </p>
        {children}
        <div className={look.nav}>
          <Link href={href} className="btn btn-primary">
            {look.view}
          </Link>
          <Link href={next.href} className="btn btn-outline">
            {next.label}
          </Link>
        </div>
      </div>
    </div>
  )
}
