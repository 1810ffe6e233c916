import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { useScrolled } from '~/lib/hooks'

export interface NavLink {
  href: string
  label: string
  children?: NavLink[]
}

/** One header for the three sites: brand, links, actions, and a mobile menu with toggleable submenus. */
export default function SiteHeader(props: { brand: ReactNode; links: NavLink[]; actions?: ReactNode }) {
  const scrolled = useScrolled(100)
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
                <Link key={child.href} href={child.href}>
                  {child.label}
                </Link>
              ))
            ) : (
              <Link key={link.href} href={link.href}>
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
                      <Link key={child.href} href={child.href}>
                        {child.label}
                      </Link>
                    ))}
                  </div>
                )}
              </div>
            ) : (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            )
          )}
        </nav>
      )}
    </header>
  )
}
