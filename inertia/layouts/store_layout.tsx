import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import SiteHeader from '~/components/site_header'
import Toasts from '~/components/toasts'
import { designStyle } from '~/lib/hooks'

/** The storefront at /o/{username}, in the website's own colours. */
export default function StoreLayout({ children }: { children: ReactNode }) {
  const { website, customer } = usePage<SharedProps>().props
  if (!website) return <>{children}</>
  const base = `/o/${website.username}`

  const links = [
    { href: base, label: 'الرئيسية' },
    { href: `${base}/products`, label: 'المنتجات' },
    { href: `${base}/categories`, label: 'الأقسام' },
    ...(website.supportContent ? [{ href: `${base}/category`, label: 'المدونة' }] : []),
  ]

  return (
    <div style={designStyle(website)}>
      <SiteHeader
        brand={
          <Link href={base} className="brand">
            {website.logo && <img src={website.logo} alt="" width={40} height={40} />}
            {website.name}
          </Link>
        }
        links={links}
        actions={
          <>
            <form action={`${base}/products`} method="get" role="search">
              <input
                name="q"
                type="search"
                placeholder="ابحث عن منتج"
                aria-label="ابحث عن منتج"
                className="search-input"
                style={{ inlineSize: '9rem', padding: '0.4rem 0.7rem', borderRadius: 999, border: '1px solid var(--border)', font: 'inherit' }}
              />
            </form>
            {customer ? (
              <Link href={`${base}/profile`}>مرحبا، {customer.name}</Link>
            ) : (
              <Link href={`${base}/login`}>تسجيل الدخول</Link>
            )}
          </>
        }
      />
      <main>{children}</main>
      <footer className="site-footer">
        <p className="container copyright">
          © {new Date().getFullYear()} {website.name}. جميع الحقوق محفوظة — صنع بواسطة{' '}
          <a href="/">صفحتي</a>
        </p>
      </footer>
      <Toasts />
    </div>
  )
}
