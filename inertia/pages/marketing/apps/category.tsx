import { useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type AppsController from '#controllers/marketing/apps_controller'
import type { MarketplaceAppData } from '#presenters/platform_presenter'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingSeo from '~/components/marketing_seo'
import PageHeader from '~/components/marketing_page_header'
import Icon from '~/components/marketing_icons'
import Monogram from '~/components/marketing_monogram'
import { route } from '~/lib/route'
import EmptyState from '~/components/ui/empty_state'

/** The support-services category has four tabs; the others none. */
type Props = InferPageProps<AppsController, 'category'>

/** /apps/{slug}: the providers of a category; the support category is split in four tabs. */
export default function AppsCategory({ category, categories, apps, tabs }: Props) {
  const [tab, setTab] = useState(tabs[0]?.key ?? null)
  const shown = tab ? apps.filter((app) => app.tab === tab) : apps

  return (
    <>
      <MarketingSeo
        title={`${category.name} - التطبيقات`}
        description={category.description ?? `خدمات ${category.name} المتاحة لمواقع صفحتي.`}
        image={category.icon}
      />
      <PageHeader
        title={category.name}
        crumbs={[
          { label: 'التطبيقات', href: route('marketing.apps.index') },
          { label: category.name },
        ]}
        lead={category.description}
      />
      <section className="mk-section" style={{ paddingBlockStart: '1.75rem' }}>
        <div className="container">
          <nav className="mk-cat-nav" aria-label="أقسام التطبيقات">
            {categories.map((item) => (
              <Link
                key={item.slug}
                href={route('marketing.apps.category', { slug: item.slug })}
                aria-current={item.slug === category.slug ? 'page' : undefined}
              >
                {item.name}
              </Link>
            ))}
          </nav>

          {category.slug === 'payment' && (
            <div className="mk-payment-connect">
              <p>
                صفحتي مربوطة بميسر: مدى وفيزا وماستركارد و STC Pay في متجرك، مع الاسترداد من صفحة
                الطلب. من لوحة التحكم اختر موقعك ثم «الدفع الإلكتروني» والصق مفاتيح ميسر.
              </p>
              <Link href={route('dashboard.websites.index')} className="btn btn-primary">
                اربط ميسر من لوحة التحكم
              </Link>
            </div>
          )}

          {tabs.length > 0 && (
            <div className="mk-tabs" role="tablist" aria-label={`أقسام ${category.name}`}>
              {tabs.map((item) => (
                <button
                  key={item.key}
                  type="button"
                  role="tab"
                  id={`tab-${item.key}`}
                  aria-selected={tab === item.key}
                  aria-controls="apps-panel"
                  onClick={() => setTab(item.key)}
                >
                  {item.label}
                  <span className="mk-count" style={{ marginInlineStart: '0.4rem' }}>
                    {apps.filter((app) => app.tab === item.key).length}
                  </span>
                </button>
              ))}
            </div>
          )}

          <div
            id="apps-panel"
            role={tabs.length > 0 ? 'tabpanel' : undefined}
            aria-labelledby={tab ? `tab-${tab}` : undefined}
          >
            {shown.length > 0 ? (
              <div className="mk-grid cols-3">
                {shown.map((app) => (
                  <AppCard key={app.title} app={app} />
                ))}
              </div>
            ) : (
              <EmptyState
                as="h2"
                className="mk-card"
                message="قريبا"
                description="نضيف مزودين جددا لهذا القسم، تابعنا."
              />
            )}
          </div>
        </div>
      </section>
    </>
  )
}

export function AppCard({ app }: { app: MarketplaceAppData }) {
  const href = route('marketing.apps.show', { title: app.title })
  return (
    <article className="mk-card mk-app-card">
      <div className="mk-app-card-head">
        {app.logo ? (
          <img src={app.logo} alt="" width={56} height={56} />
        ) : (
          <Monogram name={app.name} size={56} />
        )}
        <h3>
          <Link href={href}>{app.name}</Link>
        </h3>
      </div>
      {app.summary && <p>{app.summary}</p>}
      <Link href={href} className="mk-link-arrow" aria-label={`تفاصيل ${app.name}`}>
        التفاصيل <Icon name="arrow" size={16} />
      </Link>
    </article>
  )
}

AppsCategory.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
