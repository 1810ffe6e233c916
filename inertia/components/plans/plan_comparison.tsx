// The plans page's comparison: the feature names beside one swiper column per plan, with its pager.
import { useState } from 'react'
import type { CSSProperties } from 'react'
import { Link } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PlansController from '#controllers/marketing/plans_controller'
import type { ComparisonCell } from '#services/plan_comparison'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Navigation, Pagination } from 'swiper/modules'
import 'swiper/css'
import PlanPrice from '~/components/plan_price'
import Icon from '~/components/marketing_icons'
import EmptyState from '~/components/ui/empty_state'
import { route } from '~/lib/route'

type Props = InferPageProps<PlansController, 'index'>

/** Below this width the comparison shows its narrow slides per view (SPEC.md section 9). */
const WIDE_FROM = 768

/**
 * The comparison: a fixed column of feature names, then one column per plan in a swiper. The feature
 * column counts as one of the slides per view, so the server's numbers (4 when there are more than 3
 * plans, otherwise the count plus 1; 2 on narrow screens) are the columns on screen.
 */
export default function PlanComparison({
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
