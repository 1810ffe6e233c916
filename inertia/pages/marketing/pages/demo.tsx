import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/marketing/pages_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingPageHead from '~/components/marketing_page_head'
import PlanPrice from '~/components/plan_price'
import Icon from '~/components/marketing_icons'
import Monogram from '~/components/marketing_monogram'
import { route } from '~/lib/route'
import type { MarketingShared } from '~/types'
import EmptyState from '~/components/ui/empty_state'

type Props = InferPageProps<PagesController, 'demo'>

const TRY = [
  'تصفح المنتجات والخدمات وابحث عنها، وأضف منتجا إلى السلة.',
  'أنشئ حساب عميل، ثم أكمل طلبا بالدفع عند الاستلام.',
  'احجز خدمة في مركز التجميل: اختر الخدمة والوقت وطريقة الدفع.',
  'افتح الطلب أو الحجز واطبع الفاتورة الضريبية برمز QR.',
  'اقرأ مدونة الموقع وأقسامها في موقع المحتوى.',
  'افتح صفحة المنيو وامسح رمز QR من جوالك.',
]

/** /demo: live demo websites to try as a customer would, and what to try on them. */
export default function Demo({ websites, plans }: Props) {
  const { merchantAppUrl } = usePage<MarketingShared>().props
  return (
    <>
      <MarketingPageHead
        title="تجربة حية"
        description="جرّب مواقع حقيقية مبنية بصفحتي: متجر، حجز مواعيد، مدونة، وصفحة منيو، كما يراها عملاؤك."
        lead="هذه مواقع تجريبية مبنية بصفحتي. تجول فيها كما يفعل عملاؤك، ثم أنشئ موقعك بالطريقة نفسها."
      />

      <section className="mk-section" aria-labelledby="demo-sites-title">
        <div className="container">
          <h2 id="demo-sites-title" className="visually-hidden">
            المواقع التجريبية
          </h2>
          {websites.length > 0 ? (
            <div className="mk-grid cols-2">
              {websites.map((website) => (
                <article key={website.username} className="mk-card mk-demo-card">
                  <div className="mk-demo-card-head">
                    {website.logo ? (
                      <img src={website.logo} alt="" width={64} height={64} />
                    ) : (
                      <Monogram name={website.name} size={64} />
                    )}
                    <div>
                      <h2>{website.name}</h2>
                      <span className="mk-meta" dir="ltr">
                        {route('store.home.show', { username: website.username })}
                      </span>
                    </div>
                  </div>
                  {website.description && <p style={{ margin: 0 }}>{website.description}</p>}
                  <div className="mk-demo-links">
                    <Link
                      href={route('store.home.show', { username: website.username })}
                      className="btn btn-primary"
                    >
                      <Icon name="store" size={18} /> المتجر
                    </Link>
                    {website.supportContent && (
                      <Link
                        href={route('content.home.show', { username: website.username })}
                        className="btn btn-outline"
                      >
                        موقع المحتوى
                      </Link>
                    )}
                    {website.landingPages.map((landing) => (
                      <a
                        key={landing.slug}
                        href={route('marketing.landing.show', { slug: landing.slug })}
                        className="btn btn-outline"
                      >
                        صفحة المنيو: {landing.title}
                      </a>
                    ))}
                  </div>
                </article>
              ))}
            </div>
          ) : (
            <EmptyState
              as="h2"
              className="mk-card"
              message="لا توجد مواقع تجريبية في هذا التثبيت"
              description="يمكنك إنشاء موقعك الخاص وتجربته مجانا لمدة 15 يوما."
            >
              <a
                href={`${merchantAppUrl}${route('auth.signup.create')}`}
                className="btn btn-primary"
              >
                أنشئ موقعك مجانا
              </a>
            </EmptyState>
          )}
        </div>
      </section>

      <section className="mk-section is-soft" aria-labelledby="try-title">
        <div className="container mk-contact-grid">
          <div>
            <div className="mk-section-head" style={{ textAlign: 'start', marginInline: 0 }}>
              <h2 id="try-title">ماذا تجرب؟</h2>
              <p>خطوات تريك ما يحصل عليه عملاؤك من موقعك.</p>
            </div>
            <ul className="mk-try">
              {TRY.map((item) => (
                <li key={item}>
                  <Icon name="check" size={18} /> {item}
                </li>
              ))}
            </ul>
          </div>
          {plans.length > 0 && (
            <div className="mk-card">
              <h2 style={{ fontSize: '1.2rem' }}>أعجبك ما رأيت؟ اختر باقتك</h2>
              <ul className="mk-popular" style={{ marginBlock: '1rem' }}>
                {plans.map((plan) => (
                  <li
                    key={plan.code}
                    style={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: '1rem',
                      alignItems: 'center',
                    }}
                  >
                    <strong>{plan.name}</strong>
                    <PlanPrice price={plan.price} />
                  </li>
                ))}
              </ul>
              <Link href={route('marketing.plans.index')} className="btn btn-primary btn-block">
                قارن الباقات
              </Link>
            </div>
          )}
        </div>
      </section>
    </>
  )
}

Demo.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
