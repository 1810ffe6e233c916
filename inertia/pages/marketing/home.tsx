import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import MarketingLayout from '~/layouts/marketing_layout'
import Seo from '~/components/seo'
import Carousel, { BREAKPOINTS } from '~/components/carousel'
import ContactForm from '~/components/contact_form'
import PlanPrice from '~/components/plan_price'
import { compactCount } from '~/lib/format'
import type { SharedProps } from '~/types'
import type { PriceDisplay } from '~/lib/plans'

interface Props {
  plans: { code: string; name: string; description: string | null; trialDays: number | null; price: PriceDisplay }[]
  counters: { title: string; count: number; unit: string | null; image: string | null }[]
  whyUs: { title: string; description: string; image: string | null }[]
  clients: { name: string; description: string | null; logo: string | null; image: string | null; url: string | null }[]
  testimonials: { name: string; role: string | null; quote: string; avatar: string | null }[]
}

export default function Home({ plans, counters, whyUs, clients, testimonials }: Props) {
  const { merchantAppUrl } = usePage<SharedProps>().props
  return (
    <>
      <Seo
        title="أنشئ موقعك ومتجرك الإلكتروني"
        description="صفحتي منصة سعودية لبناء المواقع والمتاجر الإلكترونية للمراكز والعيادات والمشاريع المنزلية، بأسعار شاملة الضريبة وفواتير ضريبية."
      />
      <section className="hero">
        <div className="container">
          <h1>أنشئ موقعك ومتجرك الإلكتروني في دقائق</h1>
          <p>
            صفحتي تمنح مشروعك موقعا عربيا ومتجرا يستقبل الطلبات والحجوزات، مع الدفع عند الاستلام
            والفواتير الضريبية، دون أن تكتب سطرا برمجيا واحدا.
          </p>
          <p className="hero-actions">
            <a href={`${merchantAppUrl}/signup`} className="btn btn-primary">
              أنشئ موقعك مجانا
            </a>
            <Link href="/plans" className="btn btn-outline">
              قارن الباقات
            </Link>
          </p>
        </div>
      </section>

      <section className="section counters" aria-label="أرقامنا">
        <div className="container counters-grid">
          {counters.map((counter) => (
            <div key={counter.title} className="counter">
              <strong>+{compactCount(counter.count)}</strong>
              <span>
                {counter.title}
                {counter.unit ? ` (${counter.unit})` : ''}
              </span>
            </div>
          ))}
        </div>
      </section>

      <Block title="لماذا صفحتي؟">
        <div className="grid">
          {whyUs.map((item) => (
            <article key={item.title} className="card">
              <h3>{item.title}</h3>
              <p className="muted">{item.description}</p>
            </article>
          ))}
        </div>
      </Block>

      <Block title="عملاء يثقون بنا" soft>
        <Carousel
          label="مواقع عملائنا"
          items={clients}
          itemKey={(client) => client.name}
          autoplay={1000}
          breakpoints={BREAKPOINTS.marketing}
          render={(client) => (
            <article className="card client-card">
              <h3>{client.name}</h3>
              <p className="muted">{client.description}</p>
              {client.url && (
                <a href={client.url} target="_blank" rel="noopener noreferrer">
                  زيارة الموقع
                </a>
              )}
            </article>
          )}
        />
      </Block>

      <Block title="الباقات" id="pricing">
        <div className="grid pricing-grid">
          {plans.map((plan) => (
            <article key={plan.code} className="card plan-card">
              <h3>{plan.name}</h3>
              <PlanPrice price={plan.price} />
              {plan.trialDays ? <p className="badge">تجربة {plan.trialDays} يوما</p> : null}
              <p className="muted">{plan.description}</p>
              <a
                href={`${merchantAppUrl}/auth/signup?plan=${plan.code}`}
                target="_blank"
                rel="noopener"
                className="btn btn-primary"
              >
                اشترك الآن
              </a>
            </article>
          ))}
        </div>
        <p className="center">
          <Link href="/plans">قارن مزايا الباقات بالتفصيل</Link>
        </p>
      </Block>

      <Block title="ماذا يقول عملاؤنا" soft>
        <Carousel
          label="آراء العملاء"
          items={testimonials}
          itemKey={(t) => t.name}
          autoplay={1000}
          breakpoints={BREAKPOINTS.testimonials}
          render={(t) => (
            <figure className="card testimonial">
              <blockquote>{t.quote}</blockquote>
              <figcaption>
                <strong>{t.name}</strong>
                {t.role && <span className="muted"> — {t.role}</span>}
              </figcaption>
            </figure>
          )}
        />
      </Block>

      <Block title="تواصل معنا" id="contact">
        <div className="narrow">
          <ContactForm action="/contact" />
        </div>
      </Block>
    </>
  )
}

function Block(props: { title: string; id?: string; soft?: boolean; children: ReactNode }) {
  return (
    <section id={props.id} className={`section${props.soft ? ' soft' : ''}`}>
      <div className="container">
        <h2 className="section-title">{props.title}</h2>
        {props.children}
      </div>
    </section>
  )
}

Home.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
