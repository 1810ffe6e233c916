import { useEffect, useRef, useState } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import Money from '~/components/ui/money'
import { useScrolled } from '~/lib/hooks'
import {
  CartIcon,
  CloseIcon,
  MenuIcon,
  PinIcon,
  SearchIcon,
  UserIcon,
} from '~/components/store_icons'
import StoreSocialLinks from '~/components/store_social_links'
import type { StoreSharedProps } from '~/components/store_page_props'
import { route } from '~/lib/route'
import Image from '~/components/image'
import PanelToggle from '~/components/ui/panel_toggle'

/**
 * The storefront navbar: brand, search box, branch picker, account (login link or greeting with the
 * profile link), cart with total and item count (the count only when the total is above 0), the
 * category and page links, and the blog and social links when the website has content support.
 * On phones: a menu drawer and a search toggle. After 100px of scrolling it takes its scrolled look.
 */
export default function StoreHeader(props: { onChooseBranch: () => void }) {
  const page = usePage<StoreSharedProps & { q?: unknown }>()
  const { website, customer, storefront, cartSummary } = page.props
  const scrolled = useScrolled(100)
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const searchInput = useRef<HTMLInputElement>(null)

  // a navigation closes the menu and the search
  useEffect(
    () =>
      router.on('navigate', () => {
        setMenuOpen(false)
        setSearchOpen(false)
      }),
    []
  )
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus()
  }, [searchOpen])
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false)
    document.addEventListener('keydown', onKey)
    document.body.classList.add('no-scroll')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('no-scroll')
    }
  }, [menuOpen])

  if (!website) return null
  const username = website.username
  const home = route('store.home.show', { username })
  const productsHref = route('store.products.index', { username })
  const total = cartSummary?.total ?? 0
  const count = cartSummary?.count ?? 0
  const query = typeof page.props.q === 'string' ? page.props.q : ''
  const branches = storefront?.branches ?? []
  const branch = branches.find((item) => item.id === storefront?.branchId) ?? null
  const current = page.url.split('?')[0]

  const links = [
    { href: home, label: 'الرئيسية' },
    { href: productsHref, label: 'المنتجات' },
    { href: route('store.categories.index', { username }), label: 'الأقسام' },
    ...(storefront?.hasServices
      ? [{ href: route('store.services.index', { username }), label: 'الخدمات' }]
      : []),
    ...(website.supportContent
      ? [{ href: route('store.sections.index', { username }), label: 'المدونة' }]
      : []),
    ...(storefront?.headerPages ?? []).map((item) => ({
      href: route('store.pages.show', { username, slug: item.slug }),
      label: item.name,
    })),
  ]
  const isActive = (href: string) => (href === home ? current === home : current.startsWith(href))
  // the desktop row also links the first categories directly; the drawer lists them all
  const categoryLinks = (storefront?.categories ?? []).slice(0, 6).map((category) => ({
    href: route('store.categories.show', { username, slug: category.slug }),
    label: category.name,
  }))

  const searchForm = (id: string) => (
    <form action={productsHref} method="get" role="search" className="store-search">
      <label htmlFor={id} className="visually-hidden">
        ابحث في المتجر
      </label>
      <input
        id={id}
        ref={id === 'mobile-search' ? searchInput : undefined}
        name="q"
        type="search"
        defaultValue={query}
        placeholder="ابحث عن منتج..."
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" aria-label="بحث">
        <SearchIcon size={20} />
      </button>
    </form>
  )

  const branchButton = branches.length > 0 && (
    <button type="button" className="branch-picker" onClick={props.onChooseBranch}>
      <PinIcon size={16} />
      <span>{branch ? branch.name : 'اختر الفرع'}</span>
    </button>
  )

  const account = customer ? (
    <Link href={route('store.profile.show', { username })} className="account-link">
      <UserIcon size={18} />
      <span>مرحبا، {customer.name}</span>
    </Link>
  ) : (
    <Link href={route('store.session.create', { username })} className="account-link">
      <UserIcon size={18} />
      <span>تسجيل الدخول</span>
    </Link>
  )

  return (
    <header className={`store-header${scrolled ? ' scrolled' : ''}`}>
      <div className="store-topbar">
        <div className="container store-topbar-inner">
          {branchButton || <span />}
          <div className="store-topbar-end">
            {storefront?.social && <StoreSocialLinks social={storefront.social} size={16} />}
            {account}
          </div>
        </div>
      </div>

      <div className="container store-bar">
        <button
          type="button"
          className="icon-button menu-toggle-store"
          aria-expanded={menuOpen}
          aria-controls="store-menu"
          aria-label="القائمة"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>

        <Link href={home} className="store-brand">
          {website.logo && (
            <Image src={website.logo} alt="" width={40} height={40} loading="eager" />
          )}
          <span>{website.name}</span>
        </Link>

        <div className="store-search-desktop">{searchForm('desktop-search')}</div>

        <div className="store-actions">
          <PanelToggle
            open={searchOpen}
            onToggle={() => setSearchOpen(!searchOpen)}
            controls="mobile-search-row"
            className="icon-button search-toggle"
            label={{ open: 'إغلاق البحث', closed: 'البحث' }}
            icon={{ open: <CloseIcon />, closed: <SearchIcon /> }}
          />
          <Link href={route('store.cart.show', { username })} className="cart-link">
            <span className="visually-hidden">السلة</span>
            <span className="cart-icon">
              <CartIcon />
              {total > 0 && (
                <span className="cart-count" aria-label={`${count} قطعة`}>
                  {count}
                </span>
              )}
            </span>
            <Money className="cart-total" halalas={total} />
          </Link>
        </div>
      </div>

      {searchOpen && (
        <div id="mobile-search-row" className="container store-search-mobile">
          {searchForm('mobile-search')}
        </div>
      )}

      <nav className="store-nav" aria-label="القائمة الرئيسية">
        <div className="container store-nav-inner">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={isActive(link.href) ? 'active' : undefined}
              aria-current={isActive(link.href) ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
          {categoryLinks.length > 0 && <span className="store-nav-divider" aria-hidden="true" />}
          {categoryLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={`category-link${isActive(link.href) ? ' active' : ''}`}
              aria-current={isActive(link.href) ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </div>
      </nav>

      {menuOpen && (
        <div
          className="store-drawer-backdrop"
          onClick={() => setMenuOpen(false)}
          aria-hidden="true"
        />
      )}
      <aside
        id="store-menu"
        className={`store-drawer${menuOpen ? ' open' : ''}`}
        aria-label="قائمة المتجر"
        aria-hidden={!menuOpen}
        inert={!menuOpen}
      >
        <div className="store-drawer-head">
          <strong>{website.name}</strong>
          <button
            type="button"
            className="icon-button"
            aria-label="إغلاق القائمة"
            onClick={() => setMenuOpen(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="store-drawer-account">{account}</div>
        {branchButton && (
          <div className="store-drawer-branch">
            <span className="muted small">الفرع</span>
            {branchButton}
          </div>
        )}
        <nav className="store-drawer-links" aria-label="روابط المتجر">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className={isActive(link.href) ? 'active' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        {storefront && storefront.categories.length > 0 && (
          <div className="store-drawer-group">
            <span className="muted small">الأقسام</span>
            {storefront.categories.map((category) => (
              <Link
                key={category.slug}
                href={route('store.categories.show', { username, slug: category.slug })}
              >
                {category.name}
              </Link>
            ))}
          </div>
        )}
        {storefront?.social && (
          <div className="store-drawer-social">
            <StoreSocialLinks social={storefront.social} />
          </div>
        )}
      </aside>
    </header>
  )
}
