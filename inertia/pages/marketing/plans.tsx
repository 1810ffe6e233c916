import { useEffect, useState } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PlansController from '#controllers/marketing/plans_controller'
import type { ComparisonCell } from '#services/plan_comparison'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Navigation, Pagination } from 'swiper/modules'
import 'swiper/css'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingPageHead from '~/components/marketing_page_head'
import PlanPrice from '~/components/plan_price'
import PlanFeatures from '~/components/plan_features'
import Icon from '~/components/marketing_icons'
import { route } from '~/lib/route'
import type { MarketingShared } from '~/types'
import EmptyState from '~/components/ui/empty_state'
import MarketingBlock from '~/components/marketing_block'

type Props = InferPageProps<PlansController, 'index'>

/** Below this width the comparison shows its narrow slides per view (SPEC.md section 9). */
const WIDE_FROM = 768

const FAQ = [
  {
    q: 'هل الأسعار شاملة ضريبة القيمة المضافة؟',
    a: 'نعم، كل أسعار الباقات المعروضة شاملة ضريبة القيمة المضافة 15%، وتصلك فاتورة ضريبية بكل دفعة.',
  },
  {
    q: 'هل أحتاج إلى بطاقة ائتمان لبدء التجربة المجانية؟',
    a: 'لا. سجل ببريدك ورقم جوالك وجرب صفحتي 15 يوما مع نطاق فرعي مجاني، ثم اختر الباقة المناسبة.',
  },
  {
    q: 'هل تشمل الباقة المجانية حجز المواعيد؟',
    a: 'لا. الباقة المجانية تعرض منتجاتك وخدماتك وتستقبل الطلبات، أما استقبال الحجوزات فيبدأ من الباقة الشهرية، وتستطيع الترقية بضغطة من لوحة التحكم.',
  },
  {
    q: 'هل أستطيع الترقية أو تغيير الباقة لاحقا؟',
    a: 'تستطيع الترقية في أي وقت من لوحة التحكم دون أن تفقد منتجاتك أو مقالاتك أو طلباتك.',
  },
  {
    q: 'ما الفرق بين الدفع الشهري والسنوي؟',
    a: 'الباقة الشهرية تدفع كل شهر، ويمكنك دفعها سنويا بسعر أقل من مجموع اثني عشر شهرا.',
  },
  {
    q: 'هل باقة المحتوى اشتراك متجدد؟',
    a: 'لا، باقة المحتوى تدفع مرة واحدة وتناسب المواقع التعريفية والمدونات التي لا تبيع عبر الموقع.',
  },
]

export default function Plans({ comparison, cards, selectedPlan }: Props) {
  const { merchantAppUrl, siteUrl } = usePage<MarketingShared>().props
  const signupHref = (plan: string) =>
    `${merchantAppUrl}${route('marketing.plans.signup', null, { plan })}`

  return (
    <>
      <MarketingPageHead
        title="الباقات"
        description="قارن باقات صفحتي: الباقة المجانية، باقة المحتوى، والباقة الشهرية. أسعار شاملة الضريبة ومزايا واضحة لكل باقة."
        lead="اختر الباقة التي تناسب نشاطك. الباقة المجانية تستقبل الطلبات دون حجز المواعيد، والحجوزات من الباقة الشهرية. جميع الأسعار بالريال السعودي وشاملة ضريبة القيمة المضافة."
      />

      <MarketingBlock id="compare" title="مقارنة الباقات" lead="مزايا كل باقة جنبا إلى جنب.">
        <ComparisonTable comparison={comparison} signupHref={signupHref} />
      </MarketingBlock>

      <section className="mk-section is-soft" id="plan-card" aria-labelledby="card-title">
        <div className="container">
          <div className="mk-section-head">
            <h2 id="card-title">تفاصيل الباقة</h2>
            <p>اختر باقة لترى سعرها وكل ما تتضمنه.</p>
          </div>
          <PlanCardView cards={cards} selected={selectedPlan} signupHref={signupHref} />
        </div>
      </section>

      <MarketingBlock id="faq" title="أسئلة شائعة عن الباقات">
        <div className="mk-faq">
          {FAQ.map((item) => (
            <details key={item.q}>
              <summary>
                {item.q} <Icon name="chevron" />
              </summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
        <p className="mk-made-by">
          صنع بواسطة <a href={`${siteUrl}${route('marketing.plans.index')}`}>صفحتي</a> — منصة
          المواقع والمتاجر العربية
        </p>
      </MarketingBlock>
    </>
  )
}

/**
 * The comparison: a fixed column of feature names, then one column per plan in a swiper. The feature
 * column counts as one of the slides per view, so the server's numbers (4 when there are more than 3
 * plans, otherwise the count plus 1; 2 on narrow screens) are the columns on screen.
 */
function ComparisonTable({
  comparison,
  signupHref,
}: {
  comparison: Props['comparison']
  signupHref: (code: string) => string
}) {
  const { plans, rows, slidesPerView } = comparison
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [position, setPosition] = useState({ index: 0, begin: true, end: false, perView: 1 })

  const update = (instance: SwiperInstance) =>
    setPosition({
      index: instance.activeIndex,
      begin: instance.isBeginning,
      end: instance.isEnd,
      perView: Number(instance.params.slidesPerView) || 1,
    })

  if (plans.length === 0) {
    return <EmptyState message="لا توجد باقات متاحة حاليا." />
  }

  const shown = Math.min(plans.length, position.perView)
  const scrolls = plans.length > shown

  return (
    <>
      <div
        className="mk-compare"
        style={
          {
            '--per-view-narrow': slidesPerView.narrow,
            '--per-view-wide': slidesPerView.wide,
          } as CSSProperties
        }
      >
        <div className="mk-compare-labels" aria-hidden="true">
          <div className="mk-compare-head">المزايا</div>
          {rows.map((row) => (
            <div key={row.feature} className="mk-compare-cell">
              {row.label}
            </div>
          ))}
        </div>
        <div className="mk-compare-plans">
          <Swiper
            dir="rtl"
            modules={[Navigation, Pagination]}
            slidesPerView={slidesPerView.narrow - 1}
            breakpoints={{ [WIDE_FROM]: { slidesPerView: slidesPerView.wide - 1 } }}
            onSwiper={(instance) => {
              setSwiper(instance)
              update(instance)
            }}
            onSlideChange={update}
            onBreakpoint={update}
            onResize={update}
          >
            {plans.map((plan, index) => (
              <SwiperSlide key={plan.code}>
                <div className="mk-compare-col" role="group" aria-label={plan.name}>
                  <div className="mk-compare-head">
                    <h3>{plan.name}</h3>
                    <PlanPrice price={plan.price} />
                    <a
                      href={signupHref(plan.code)}
                      target="_blank"
                      rel="noopener"
                      className="btn btn-primary"
                    >
                      اشترك الآن
                    </a>
                    <Link
                      href={route('marketing.plans.index', null, { plan: plan.code })}
                      preserveScroll
                      only={['selectedPlan']}
                      className="mk-details-link"
                      onSuccess={() =>
                        document.getElementById('plan-card')?.scrollIntoView({ behavior: 'smooth' })
                      }
                    >
                      تفاصيل الباقة
                    </Link>
                  </div>
                  {rows.map((row) => (
                    <div key={row.feature} className="mk-compare-cell">
                      <span className="visually-hidden">{row.label}: </span>
                      <Cell value={row.values[index]} />
                    </div>
                  ))}
                </div>
              </SwiperSlide>
            ))}
          </Swiper>
        </div>
      </div>
      {scrolls && (
        <div className="mk-compare-nav">
          <CompareNavButton
            side="prev"
            label="الباقة السابقة"
            onClick={() => swiper?.slidePrev()}
            disabled={position.begin}
          />
          <span aria-live="polite">
            {position.index + 1}
            {shown > 1 ? `-${position.index + shown}` : ''} من {plans.length}
          </span>
          <CompareNavButton
            side="next"
            label="الباقة التالية"
            onClick={() => swiper?.slideNext()}
            disabled={position.end}
          />
        </div>
      )}
    </>
  )
}

/** A counted value as text, an included feature as a check; a feature the plan lacks shows nothing. */
function Cell({ value }: { value: ComparisonCell }) {
  if (value === true) {
    return (
      <span className="yes" title="متاح">
        <Icon name="check" size={16} />
        <span className="visually-hidden">متاح</span>
      </span>
    )
  }
  if (value === null) {
    return (
      <span className="no">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">غير متاح</span>
      </span>
    )
  }
  return <>{value}</>
}

/**
 * The single-plan card view. It always has a plan selected: the one in the address (?plan=), else the
 * default plan, else the first (the original started at index -1 and never showed a card).
 */
function PlanCardView({
  cards,
  selected,
  signupHref,
}: {
  cards: Props['cards']
  selected: string | null
  signupHref: (code: string) => string
}) {
  const [current, setCurrent] = useState(selected ?? cards[0]?.code ?? null)
  useEffect(() => {
    if (selected) setCurrent(selected)
  }, [selected])

  const card = cards.find((plan) => plan.code === current) ?? cards[0]
  if (!card) return null

  return (
    <>
      <div className="mk-plan-switch" role="tablist" aria-label="اختر الباقة">
        {cards.map((plan) => (
          <button
            key={plan.code}
            type="button"
            role="tab"
            id={`plan-tab-${plan.code}`}
            aria-selected={plan.code === card.code}
            aria-controls="plan-card-panel"
            onClick={() => setCurrent(plan.code)}
          >
            {plan.name}
          </button>
        ))}
      </div>
      <article
        className="mk-card mk-plan-single"
        id="plan-card-panel"
        role="tabpanel"
        aria-labelledby={`plan-tab-${card.code}`}
        data-plan={card.code}
      >
        <div className="mk-plan-single-head">
          <h3>{card.name}</h3>
          <PlanPrice price={card.price} />
          {card.trialDays ? <span className="mk-chip">تجربة {card.trialDays} يوما</span> : null}
          {card.description && <p className="mk-plan-desc">{card.description}</p>}
          <a
            href={signupHref(card.code)}
            target="_blank"
            rel="noopener"
            className="btn btn-primary btn-lg"
          >
            اشترك في {card.name}
          </a>
        </div>
        <PlanFeatures features={card.features} label={`مزايا ${card.name}`} />
      </article>
    </>
  )
}

/** A button of the comparison's pager: the previous or the next plans (the arrow turns by its side). */
function CompareNavButton(props: {
  side: 'prev' | 'next'
  label: string
  onClick: () => void
  disabled: boolean
}) {
  return (
    <button
      type="button"
      className={`is-${props.side}`}
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
    >
      <Icon name="arrow" />
    </button>
  )
}

Plans.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
