import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AppsController from '#controllers/marketing/apps_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingSeo from '~/components/marketing_seo'
import { Breadcrumbs } from '~/components/marketing_page_header'
import Icon from '~/components/marketing_icons'
import Monogram from '~/components/marketing_monogram'
import { AppCard } from '~/pages/marketing/apps/category'
import { route } from '~/lib/route'
import type { MarketingShared } from '~/types'

type Props = InferPageProps<AppsController, 'show'>

/** /app/{title}: one provider or service of the catalogue. */
export default function AppShow({ app, category, tab, related }: Props) {
  const { merchantAppUrl } = usePage<MarketingShared>().props
  const isService = category.slug === 'apps-support'
  const categoryHref = route('marketing.apps.category', { slug: category.slug })

  return (
    <>
      <MarketingSeo title={app.name} description={app.summary} image={app.logo} />
      <header className="mk-page-header">
        <div className="container">
          <Breadcrumbs
            items={[
              { label: 'التطبيقات', href: route('marketing.apps.index') },
              { label: category.name, href: categoryHref },
              { label: app.name },
            ]}
          />
          <div className="mk-app-hero" style={{ marginBlockStart: '0.75rem' }}>
            {app.logo ? (
              <img src={app.logo} alt="" width={80} height={80} />
            ) : (
              <Monogram name={app.name} size={80} />
            )}
            <div>
              <h1 style={{ margin: 0 }}>{app.name}</h1>
              <p
                style={{ margin: '0.35rem 0 0', display: 'flex', gap: '0.4rem', flexWrap: 'wrap' }}
              >
                <Link className="mk-chip" href={categoryHref}>
                  {category.name}
                </Link>
                {tab && <span className="mk-chip">{tab.label}</span>}
              </p>
            </div>
          </div>
          {app.summary && (
            <p className="mk-lead" style={{ marginBlockStart: '1rem' }}>
              {app.summary}
            </p>
          )}
        </div>
      </header>

      <div className="container mk-with-side">
        <article className="mk-card">
          <h2 style={{ fontSize: '1.2rem' }}>عن {isService ? 'الخدمة' : 'التطبيق'}</h2>
          <div className="mk-prose" dangerouslySetInnerHTML={{ __html: app.details }} />
          <h2 style={{ fontSize: '1.2rem', marginBlockStart: '1.5rem' }}>
            {isService ? 'كيف تطلب الخدمة' : 'كيف تفعّله'}
          </h2>
          <ol className="mk-steps">
            <li>سجل الدخول إلى لوحة تحكم موقعك.</li>
            <li>
              افتح قسم التطبيقات واختر {app.name} ثم اضغط {isService ? 'طلب الخدمة' : 'تفعيل'}.
            </li>
            <li>
              {isService
                ? 'يتواصل معك المختص خلال يوم عمل لتحديد التفاصيل والموعد.'
                : 'أدخل بيانات حسابك لدى المزود، ويظهر الخيار لعملائك مباشرة.'}
            </li>
          </ol>
          {app.websiteUrl && (
            <p style={{ marginBlockStart: '1.5rem' }}>
              <a
                href={app.websiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline"
              >
                <Icon name="website" size={18} /> موقع المزود
              </a>
            </p>
          )}
        </article>
        <aside className="mk-side" aria-label="القائمة الجانبية">
          <section className="mk-signup-card" aria-labelledby="app-cta-title">
            <h2 id="app-cta-title">ليس لديك موقع بعد؟</h2>
            <p>أنشئ موقعك على صفحتي وفعّل {app.name} من لوحة التحكم.</p>
            <a
              href={`${merchantAppUrl}${route('auth.signup.create')}`}
              className="btn btn-light btn-block"
            >
              أنشئ موقعك مجانا
            </a>
          </section>
          <Link href={categoryHref} className="mk-link-arrow">
            كل خدمات {category.name} <Icon name="arrow" size={16} />
          </Link>
        </aside>
      </div>

      {related.length > 0 && (
        <section
          className="mk-section"
          aria-labelledby="related-title"
          style={{ paddingBlockStart: '1.5rem' }}
        >
          <div className="container">
            <h2 id="related-title" style={{ fontSize: '1.3rem', marginBlockEnd: '1rem' }}>
              من {category.name} أيضا
            </h2>
            <div className="mk-grid cols-3">
              {related.map((item) => (
                <AppCard key={item.title} app={item} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  )
}

AppShow.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
