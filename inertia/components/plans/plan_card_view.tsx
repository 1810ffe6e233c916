// The plans page's single-plan card: a tab per plan, then the chosen plan's price, trial and features.
import { useEffect, useState } from 'react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PlansController from '#controllers/marketing/plans_controller'
import PlanPrice from '~/components/plan_price'
import PlanFeatures from '~/components/plan_features'

type Props = InferPageProps<PlansController, 'index'>

/**
 * The single-plan card view. It always has a plan selected: the one in the address (?plan=), else the
 * default plan, else the first (the original started at index -1 and never showed a card).
 */
export default function PlanCardView({
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
