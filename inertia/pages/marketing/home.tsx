import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type HomeController from '#controllers/marketing/home_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingSeo from '~/components/marketing_seo'
import { BREAKPOINTS } from '~/components/carousel'
import ContactForm from '~/components/contact_form'
import PlanPrice from '~/components/plan_price'
import PlanFeatures from '~/components/plan_features'
import Icon from '~/components/marketing_icons'
import { ContactChannels } from '~/components/marketing_contact'
import { FeatureCard, MarketingCounter } from '~/components/marketing_cards'
import { ClientCard, TestimonialCard } from '~/components/marketing/showcase_cards'
import { route } from '~/lib/route'
import type { MarketingShared } from '~/types'
import HydrateNearScreen from '~/components/ui/hydrate_near_screen'
import MarketingBlock from '~/components/marketing_block'
import MarketingCarouselBlock from '~/components/marketing_carousel_block'
import MarketingCta from '~/components/marketing_cta'

type Props = InferPageProps<HomeController, 'show'>
type PlanCard = Props['plans'][number]

/** SPEC.md section 9: client and testimonial carousels autoplay every 1000 ms. */
const SHOWCASE_AUTOPLAY = 1000
/** SPEC.md section 9: the marketing carousel (why-us cards) autoplays every 2500 ms. */
const MARKETING_AUTOPLAY = 2500

export default function Home({ plans, planCount, counters, whyUs, clients, testimonials }: Props) {
  const { merchantAppUrl } = usePage<MarketingShared>().props
  const signup = `${merchantAppUrl}${route('auth.signup.create')}`
  // the most complete package is the one we point to
  const featured = plans.reduce<PlanCard | null>(
    (best, plan) => (!best || plan.features.length > best.features.length ? plan : best),
    null
  )

  return (
    <>
      <MarketingSeo
        title="أنشئ موقعك ومتجرك الإلكتروني"
        description="صفحتي منصة سعودية لبناء المواقع والمتاجر الإلكترونية للمراكز والعيادات والمشاريع المنزلية: طلبات وحجوزات ودفع عند الاستلام وفواتير ضريبية، بأسعار شاملة الضريبة."
      />

      <section className="mk-hero">
        <div className="container mk-hero-grid">
          <div className="mk-hero-copy">
            <span className="mk-eyebrow">
              <Icon name="spark" size={16} /> منصة سعودية للمنشآت الصغيرة
            </span>
            <h1>
              أنشئ موقعك ومتجرك الإلكتروني <em>في دقائق</em>
            </h1>
            <p className="mk-hero-intro">
              صفحتي تمنح مشروعك موقعا عربيا ومتجرا يستقبل الطلبات والحجوزات، مع الدفع عند الاستلام
              والفواتير الضريبية، دون أن تكتب سطرا برمجيا واحدا.
            </p>
            <div className="mk-hero-actions">
              <a href={signup} className="btn btn-primary btn-lg">
                أنشئ موقعك مجانا
              </a>
              <Link href={route('marketing.plans.index')} className="btn btn-outline btn-lg">
                قارن الباقات
              </Link>
            </div>
            <ul className="mk-hero-points">
              <li>
                <Icon name="check" size={18} /> تجربة مجانية 15 يوما
              </li>
              <li>
                <Icon name="check" size={18} /> بلا بطاقة ائتمان
              </li>
              <li>
                <Icon name="check" size={18} /> دعم بالعربية
              </li>
            </ul>
            {/* said before sign-up, not found after: bookings are not in the free plan */}
            <p className="mk-hero-note">
              الباقة المجانية تستقبل الطلبات، أما حجز المواعيد فمن الباقة الشهرية.
            </p>
          </div>
          <div className="mk-hero-visual" aria-hidden="true">
            <div className="mk-browser">
              <img
                src="/images/marketing/clients/lamsa.webp"
                alt=""
                width={480}
                height={300}
                fetchPriority="high"
              />
            </div>
            <div className="mk-phone">
              <div className="mk-phone-screen">
                <img src="/images/marketing/clients/nakheel.webp" alt="" width={480} height={300} />
                <div className="mk-phone-lines">
                  <span />
                  <span />
                  <span />
                </div>
              </div>
            </div>
            <div className="mk-float is-orders">
              <Icon name="store" size={20} /> طلب جديد #1024
            </div>
            <div className="mk-float is-vat">
              <Icon name="check" size={20} /> فاتورة ضريبية جاهزة
            </div>
          </div>
        </div>
      </section>

      <section className="mk-counters" aria-label="صفحتي بالأرقام">
        <div className="container mk-counters-grid">
          {counters.map((counter) => (
            <MarketingCounter key={counter.title} counter={counter} />
          ))}
        </div>
      </section>

      <MarketingCarouselBlock
        block={{
          id: 'why-us',
          eyebrow: 'لماذا صفحتي؟',
          title: 'كل ما يحتاجه مشروعك ليبيع على الإنترنت',
          lead: 'صممنا صفحتي للمنشآت السعودية الصغيرة: عربية، سريعة، وملتزمة بأنظمة الفوترة.',
        }}
        label="لماذا صفحتي؟"
        items={whyUs}
        itemKey={(item) => item.title}
        autoplay={MARKETING_AUTOPLAY}
        breakpoints={BREAKPOINTS.marketing}
        render={(item) => <FeatureCard item={item} />}
      />

      <MarketingCarouselBlock
        block={{
          id: 'clients',
          soft: true,
          eyebrow: 'عملاؤنا',
          title: 'مواقع عملائنا',
          lead: 'مراكز وعيادات ومشاريع منزلية أطلقت مواقعها ومتاجرها مع صفحتي.',
        }}
        label="مواقع عملائنا"
        items={clients}
        itemKey={(client) => client.name}
        autoplay={SHOWCASE_AUTOPLAY}
        breakpoints={BREAKPOINTS.marketing}
        render={(client) => <ClientCard client={client} />}
      />

      <HydrateNearScreen name="pricing">
        <MarketingBlock
          id="pricing"
          eyebrow="الباقات"
          title="باقات تناسب كل مرحلة"
          lead="ابدأ مجانا ثم اختر الباقة التي تناسب نشاطك. جميع الأسعار شاملة ضريبة القيمة المضافة."
        >
          <div className="mk-pricing">
            {plans.map((plan) => (
              <article
                key={plan.code}
                className={`mk-card mk-plan${plan === featured ? ' is-featured' : ''}`}
              >
                {plan === featured && <span className="mk-plan-flag">الأشمل</span>}
                <h3>{plan.name}</h3>
                <PlanPrice price={plan.price} />
                {plan.trialDays ? (
                  <span className="mk-chip">تجربة {plan.trialDays} يوما</span>
                ) : null}
                <p className="mk-plan-desc">{plan.description}</p>
                <PlanFeatures features={plan.features.slice(0, 6)} />
                <a
                  href={`${merchantAppUrl}${route('marketing.plans.signup', null, { plan: plan.code })}`}
                  target="_blank"
                  rel="noopener"
                  className={`btn btn-block ${plan === featured ? 'btn-primary' : 'btn-outline'}`}
                >
                  اشترك الآن
                </a>
              </article>
            ))}
          </div>
          <p className="mk-plan-note">
            <Link href={route('marketing.plans.index')} className="mk-link-arrow">
              {planCount > plans.length
                ? `اعرض جميع الباقات (${planCount}) وقارن بينها`
                : 'قارن مزايا الباقات بالتفصيل'}{' '}
              <Icon name="arrow" size={16} />
            </Link>
          </p>
        </MarketingBlock>
      </HydrateNearScreen>

      <MarketingCarouselBlock
        block={{
          id: 'testimonials',
          soft: true,
          eyebrow: 'آراء العملاء',
          title: 'ماذا يقول عملاؤنا',
          lead: 'أصحاب مشاريع من مدن المملكة يشاركون تجربتهم.',
        }}
        label="آراء العملاء"
        items={testimonials}
        itemKey={(t) => t.name}
        autoplay={SHOWCASE_AUTOPLAY}
        breakpoints={BREAKPOINTS.testimonials}
        render={(t) => <TestimonialCard testimonial={t} />}
      />

      <HydrateNearScreen name="cta">
        <MarketingCta
          title="جاهز لإطلاق موقعك؟"
          text="سجل الآن وجرّب صفحتي 15 يوما مجانا، ثم اختر الباقة المناسبة عندما تكون جاهزا."
        >
          <a href={signup} className="btn btn-light btn-lg">
            ابدأ مجانا
          </a>
          <Link href={route('marketing.pages.demo')} className="btn btn-ghost-light btn-lg">
            شاهد التجربة الحية
          </Link>
        </MarketingCta>
      </HydrateNearScreen>

      <HydrateNearScreen name="contact">
        <MarketingBlock
          id="contact"
          eyebrow="تواصل معنا"
          title="عندك سؤال؟ راسلنا"
          lead="فريقنا يرد على رسائلك خلال يوم عمل واحد."
        >
          <div className="mk-contact-grid is-form-first">
            <ContactForm action={route('marketing.contact.store')} />
            <ContactChannels />
          </div>
        </MarketingBlock>
      </HydrateNearScreen>
    </>
  )
}

Home.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
