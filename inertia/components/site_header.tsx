import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { useScrolled } from '~/lib/hooks'

interface NavLink {
  href: string
  label: string
  children?: NavLink[]
}

/** One header for the three sites: brand, links, actions, and a mobile menu with toggleable submenus. */
export default function SiteHeader(props: {
  brand: ReactNode
  links: NavLink[]
  actions?: ReactNode
  /** extra content at the end of the mobile menu (e.g. account buttons hidden from a narrow bar) */
  menuFooter?: ReactNode
}) {
  const scrolled = useScrolled(100)
  const path = usePage().url.split('?')[0]
  // the link of the page being shown is marked aria-current: the longest link the address starts with
  const best = props.links
    .flatMap((link) => [link, ...(link.children ?? [])])
    .map((link) => link.href)
    .filter((href) => href === path || (href !== '/' && path.startsWith(`${href}/`)))
    .sort((a, b) => b.length - a.length)[0]
  const current = (href: string) => (href === best ? ('page' as const) : undefined)
  const [open, setOpen] = useState(false)
  const [openSub, setOpenSub] = useState<string | null>(null)

  return (
    <header className={`site-header${scrolled ? ' scrolled' : ''}`}>
      <div className="container bar">
        {props.brand}
        <nav className="nav-links" aria-label="القائمة الرئيسية">
          {props.links.map((link) =>
            link.children ? (
              link.children.map((child) => (
                <Link key={child.href} href={child.href} aria-current={current(child.href)}>
                  {child.label}
                </Link>
              ))
            ) : (
              <Link key={link.href} href={link.href} aria-current={current(link.href)}>
                {link.label}
              </Link>
            )
          )}
        </nav>
        <div className="actions">
          {props.actions}
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-label="القائمة"
            onClick={() => setOpen(!open)}
          >
            ☰
          </button>
        </div>
      </div>
      {open && (
        <nav className="container mobile-menu" aria-label="قائمة الجوال">
          {props.links.map((link) =>
            link.children ? (
              <div key={link.label}>
                <button
                  type="button"
                  className="link"
                  aria-expanded={openSub === link.label}
                  onClick={() => setOpenSub(openSub === link.label ? null : link.label)}
                >
                  {link.label} {openSub === link.label ? '▴' : '▾'}
                </button>
                {openSub === link.label && (
                  <div className="submenu">
                    {link.children.map((child) => (
                      <Link key={child.href} href={child.href} aria-current={current(child.href)}>
                        {child.label}
                      </Link>
                    ))}
                  </div>
                )}
              </div>
            ) : (
              <Link key={link.href} href={link.href} aria-current={current(link.href)}>
                {link.label}
              </Link>
            )
          )}
          {props.menuFooter}
        </nav>
      )}
    </header>
  )
}
