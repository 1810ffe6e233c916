import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import SiteHeader from '~/components/site_header'
import Toasts from '~/components/toasts'
import { designStyle } from '~/lib/hooks'

/** The content site at /c/{username}, in the website's own colours. */
export default function ContentLayout({ children }: { children: ReactNode }) {
  const { website } = usePage<SharedProps>().props
  if (!website) return <>{children}</>
  const base = `/c/${website.username}`

  return (
    <div style={designStyle(website)}>
      <SiteHeader
        brand={
          <Link href={base} className="brand">
            {website.logo && <img src={website.logo} alt="" width={40} height={40} />}
            {website.name}
          </Link>
        }
        links={[
          { href: base, label: 'الرئيسية' },
          { href: `${base}/blogs`, label: 'المدونة' },
          { href: `${base}/categories`, label: 'الأقسام' },
          { href: `${base}/contact`, label: 'تواصل معنا' },
        ]}
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
