import type { ReactNode } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/types'
import SiteHeader from '~/components/site_header'
import Toasts from '~/components/toasts'

interface FooterPost {
  slug: string
  title: string
  description: string | null
}

const LINKS = [
  { href: '/', label: 'الرئيسية' },
  { href: '/plans', label: 'الباقات' },
  {
    href: '#content',
    label: 'المحتوى',
    children: [
      { href: '/academy', label: 'الأكاديمية' },
      { href: '/blogs', label: 'المدونة' },
    ],
  },
  { href: '/apps', label: 'التطبيقات' },
  { href: '/demo', label: 'تجربة حية' },
  { href: '/about', label: 'من نحن' },
  { href: '/contact', label: 'تواصل معنا' },
]

export default function MarketingLayout({ children }: { children: ReactNode }) {
  const { user, merchantAppUrl, footerPosts } = usePage<SharedProps & { footerPosts?: FooterPost[] }>()
    .props

  const actions = user ? (
    <>
      <span className="muted">{user.name}</span>
      <button type="button" className="btn btn-outline" onClick={() => router.post('/logout')}>
        تسجيل الخروج
      </button>
    </>
  ) : (
    <>
      <a href={`${merchantAppUrl}/login`} className="btn btn-outline">
        تسجيل الدخول
      </a>
      <a href={`${merchantAppUrl}/signup`} className="btn btn-primary">
        أنشئ موقعك
      </a>
    </>
  )

  return (
    <>
      <SiteHeader
        brand={
          <Link href="/" className="brand">
            صفحتي
          </Link>
        }
        links={LINKS}
        actions={actions}
      />
      <main>{children}</main>
      <footer className="site-footer">
        <div className="container footer-grid">
          <div>
            <strong>صفحتي</strong>
            <p>منصة سعودية لبناء المواقع والمتاجر الإلكترونية للمنشآت الصغيرة.</p>
          </div>
          <ul>
            <li>
              <Link href="/page/privacy-policy">سياسة الخصوصية</Link>
            </li>
            <li>
              <Link href="/page/usage-policy">شروط الاستخدام</Link>
            </li>
            <li>
              <Link href="/contact">تواصل معنا</Link>
            </li>
          </ul>
          {footerPosts && footerPosts.length > 0 && (
            <div>
              <strong>من الأكاديمية</strong>
              <ul>
                {footerPosts.map((post) => (
                  <li key={post.slug}>
                    <Link href={`/academy/${post.slug}`}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ul>
            <li>
              <a href="https://x.com/safhati" rel="noopener noreferrer">
                إكس
              </a>
            </li>
            <li>
              <a href="https://instagram.com/safhati" rel="noopener noreferrer">
                إنستقرام
              </a>
            </li>
          </ul>
        </div>
        <p className="container copyright">© {new Date().getFullYear()} صفحتي. جميع الحقوق محفوظة</p>
      </footer>
      <Toasts />
    </>
  )
}
