import { useEffect, useState } from 'react'
import { Link, router } from '@inertiajs/react'
import Icon from '~/components/content_icons'
import ContentSocial from '~/components/content_social'
import type { ContentChrome } from '#services/content/content_site'
import type { WebsiteBasics } from '~/types'
import { useScrolled } from '~/lib/hooks'
import { route } from '~/lib/route'
import Image from '~/components/image'
import PanelToggle from '~/components/ui/panel_toggle'

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
  const username = website.username
  const home = route('content.home.show', { username })
  const scrolled = useScrolled(100)
  const [open, setOpen] = useState(false)

  // the drawer closes on every visit
  useEffect(() => router.on('navigate', () => setOpen(false)), [])

  const main: NavItem[] = [
    { href: home, label: 'الرئيسية' },
    { href: route('content.posts.index', { username }), label: 'المدونة' },
    ...chrome.headerSections.map((s) => ({
      href: route('content.sections.show', { username, slug: s.slug }),
      label: s.title,
    })),
    { href: route('content.sections.index', { username }), label: 'كل الأقسام' },
    ...chrome.headerPages.map((p) => ({
      href: route('store.pages.show', { username, slug: p.slug }),
      label: p.name,
      external: true,
    })),
    { href: route('content.contact.create', { username }), label: 'تواصل معنا' },
  ]
  const path = currentUrl.split('?')[0]
  const isCurrent = (href: string) => (href === home ? path === home : path.startsWith(href))

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
        <Link href={home} className="content-brand">
          {website.logo && (
            <Image src={website.logo} alt="" width={44} height={44} loading="eager" />
          )}
          <span>{website.name}</span>
        </Link>
        <nav className="content-nav" aria-label="القائمة الرئيسية">
          {links('content-nav-link')}
        </nav>
        <PanelToggle
          open={open}
          onToggle={() => setOpen(!open)}
          controls="content-drawer"
          className="content-menu-toggle"
          label={{ open: 'إغلاق القائمة', closed: 'فتح القائمة' }}
          icon={{ open: <Icon name="close" size={26} />, closed: <Icon name="menu" size={26} /> }}
        />
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
