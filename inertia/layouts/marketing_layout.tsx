import type { ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import SiteHeader from '~/components/site_header'
import Toasts from '~/components/ui/toasts'
import Image from '~/components/image'
import SocialIconLinks from '~/components/social_icon_links'
import Icon from '~/components/marketing_icons'
import type { IconName } from '~/components/marketing_icons'
import { route } from '~/lib/route'
import type { MarketingShared } from '~/types'
import '../css/marketing.css'
import HydrateNearScreen from '~/components/ui/hydrate_near_screen'

const LINKS = [
  { href: route('marketing.home.show'), label: 'الرئيسية' },
  { href: route('marketing.plans.index'), label: 'الباقات' },
  {
    href: '#content',
    label: 'المحتوى',
    children: [
      { href: route('marketing.academy.index'), label: 'الأكاديمية' },
      { href: route('marketing.blog.index'), label: 'المدونة' },
    ],
  },
  { href: route('marketing.apps.index'), label: 'التطبيقات' },
  { href: route('marketing.pages.demo'), label: 'تجربة حية' },
  { href: route('marketing.pages.about'), label: 'من نحن' },
  { href: route('marketing.contact.create'), label: 'تواصل معنا' },
]

/** The platform's own accounts. */
export const SOCIAL: { key: IconName; label: string; href: string }[] = [
  { key: 'x', label: 'إكس', href: 'https://x.com/safhati' },
  { key: 'instagram', label: 'إنستقرام', href: 'https://www.instagram.com/safhati' },
  { key: 'snapchat', label: 'سناب شات', href: 'https://www.snapchat.com/add/safhati' },
  { key: 'linkedin', label: 'لينكدإن', href: 'https://www.linkedin.com/company/safhati' },
  { key: 'youtube', label: 'يوتيوب', href: 'https://www.youtube.com/@safhati' },
]

export function Brand({ light = false }: { light?: boolean }) {
  return (
    <Link
      href={route('marketing.home.show')}
      className={`brand mk-brand${light ? ' is-light' : ''}`}
      aria-label="صفحتي، الرئيسية"
    >
      <img src="/favicon.svg" alt="" width={36} height={36} />
      <span>صفحتي</span>
    </Link>
  )
}

/**
 * The marketing site: navbar (signed-out: merchant login and create-site on the merchant host;
 * signed-in: logout), content, footer (policies, the two latest academy posts, social links, year).
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  const { user, merchantAppUrl, footerPosts } = usePage<MarketingShared>().props
  const url = usePage().url

  const logout = () => router.post(route('auth.session.destroy'))
  const account = user ? (
    <>
      <span className="mk-user" title={user.email}>
        مرحبا، {user.name}
      </span>
      <button type="button" className="btn btn-outline mk-logout" onClick={logout}>
        <Icon name="logout" size={18} /> تسجيل الخروج
      </button>
    </>
  ) : (
    <>
      <a
        href={`${merchantAppUrl}${route('auth.session.create')}`}
        className="btn btn-outline mk-login"
      >
        تسجيل الدخول
      </a>
      <a
        href={`${merchantAppUrl}${route('auth.signup.create')}`}
        className="btn btn-primary mk-create"
      >
        أنشئ موقعك
      </a>
    </>
  )

  return (
    <div className="mk">
      <a className="mk-skip" href="#main">
        انتقل إلى المحتوى
      </a>
      <SiteHeader
        // a new page closes the mobile menu
        key={url.split('?')[0]}
        brand={<Brand />}
        links={LINKS}
        actions={account}
        menuFooter={<div className="mk-menu-account">{account}</div>}
      />
      <main id="main">{children}</main>
      <HydrateNearScreen name="marketing-footer">
        <footer className="mk-footer">
          <div className="container mk-footer-grid">
            <div className="mk-footer-about">
              <Brand light />
              <p>
                منصة سعودية لبناء المواقع والمتاجر الإلكترونية للمراكز والعيادات والمشاريع المنزلية
                والجهات التعليمية، بالعربية ومن اليمين إلى اليسار.
              </p>
              <SocialIconLinks
                className="mk-social"
                label="حسابات صفحتي"
                links={SOCIAL}
                icon={(network) => <Icon name={network} />}
              />
            </div>

            <nav aria-labelledby="footer-links">
              <h2 id="footer-links">روابط مهمة</h2>
              <ul className="mk-footer-links">
                <li>
                  <Link href={route('marketing.pages.show', { slug: 'privacy-policy' })}>
                    سياسة الخصوصية
                  </Link>
                </li>
                <li>
                  <Link href={route('marketing.pages.show', { slug: 'usage-policy' })}>
                    شروط الاستخدام
                  </Link>
                </li>
                <li>
                  <Link href={route('marketing.plans.index')}>الباقات والأسعار</Link>
                </li>
                <li>
                  <Link href={route('marketing.pages.about')}>من نحن</Link>
                </li>
                <li>
                  <Link href={route('marketing.contact.create')}>تواصل معنا</Link>
                </li>
              </ul>
            </nav>

            <section aria-labelledby="footer-academy" className="mk-footer-posts">
              <h2 id="footer-academy">من الأكاديمية</h2>
              {footerPosts && footerPosts.length > 0 ? (
                <ul>
                  {footerPosts.map((post) => (
                    <li key={post.slug}>
                      <Link
                        href={route('marketing.academy.show', { slug: post.slug })}
                        className="mk-footer-post"
                      >
                        <Image src={post.image ?? undefined} alt="" width={88} height={66} />
                        <span>
                          <strong>{post.title}</strong>
                          {post.description && <small>{post.description}</small>}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>
                  <Link href={route('marketing.academy.index')}>تصفح الأكاديمية</Link>
                </p>
              )}
            </section>
          </div>
          <div className="container mk-copyright">
            <p>© {new Date().getFullYear()} صفحتي. جميع الحقوق محفوظة.</p>
            <p>أسعار الباقات شاملة ضريبة القيمة المضافة 15%</p>
          </div>
        </footer>
      </HydrateNearScreen>
      <Toasts />
    </div>
  )
}
