import { useEffect, useState } from 'react'
import { Link, router } from '@inertiajs/react'
import Icon from '~/components/content_icons'
import ContentSocial from '~/components/content_social'
import type { ContentChrome } from '~/components/content_types'
import type { WebsiteBasics } from '~/types'
import { useScrolled } from '~/lib/hooks'

interface NavItem {
  href: string
  label: string
  /** custom pages live on the storefront: a plain link, not an in-app visit */
  external?: boolean
}

/**
 * The content site's header: the merchant's logo and name, the main links, the categories flagged
 * fixed and the pages listed in the header; a drawer on phones. Scrolled look after 100px.
 */
export default function ContentHeader({
  website,
  chrome,
  currentUrl,
}: {
  website: WebsiteBasics
  chrome: ContentChrome
  currentUrl: string
}) {
  const base = `/c/${website.username}`
  const scrolled = useScrolled(100)
  const [open, setOpen] = useState(false)

  // the drawer closes on every visit
  useEffect(() => router.on('navigate', () => setOpen(false)), [])

  const main: NavItem[] = [
    { href: base, label: 'الرئيسية' },
    { href: `${base}/blogs`, label: 'المدونة' },
    ...chrome.headerSections.map((s) => ({ href: `${base}/category/${s.slug}`, label: s.title })),
    { href: `${base}/categories`, label: 'كل الأقسام' },
    ...chrome.headerPages.map((p) => ({
      href: `/o/${website.username}/p/${p.slug}`,
      label: p.name,
      external: true,
    })),
    { href: `${base}/contact`, label: 'تواصل معنا' },
  ]
  const path = currentUrl.split('?')[0]
  const isCurrent = (href: string) => (href === base ? path === base : path.startsWith(href))

  const links = (className: string) =>
    main.map((item) =>
      item.external ? (
        <a key={item.href} href={item.href} className={className}>
          {item.label}
        </a>
      ) : (
        <Link
          key={item.href}
          href={item.href}
          className={className}
          aria-current={isCurrent(item.href) ? 'page' : undefined}
        >
          {item.label}
        </Link>
      )
    )

  return (
    <header className={`content-header${scrolled ? ' is-scrolled' : ''}`}>
      <div className="container content-header-bar">
        <Link href={base} className="content-brand">
          {website.logo && <img src={website.logo} alt="" width={44} height={44} />}
          <span>{website.name}</span>
        </Link>
        <nav className="content-nav" aria-label="القائمة الرئيسية">
          {links('content-nav-link')}
        </nav>
        <button
          type="button"
          className="content-menu-toggle"
          aria-expanded={open}
          aria-controls="content-drawer"
          aria-label={open ? 'إغلاق القائمة' : 'فتح القائمة'}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'menu'} size={26} />
        </button>
      </div>
      <div id="content-drawer" className="content-drawer" hidden={!open}>
        <nav className="container content-drawer-links" aria-label="قائمة الجوال">
          {links('content-drawer-link')}
        </nav>
        {chrome.social.length > 0 && (
          <div className="container content-drawer-social">
            <ContentSocial links={chrome.social} />
          </div>
        )}
      </div>
    </header>
  )
}
