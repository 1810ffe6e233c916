// /plans: the comparison of the plans, one plan's card in detail, and the questions about them.
import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PlansController from '#controllers/marketing/plans_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingPageHead from '~/components/marketing_page_head'
import MarketingBlock from '~/components/marketing_block'
import PlanComparison from '~/components/plans/plan_comparison'
import PlanCardView from '~/components/plans/plan_card_view'
import PlanFaq from '~/components/plans/plan_faq'
import { route } from '~/lib/route'
import type { MarketingShared } from '~/types'

type Props = InferPageProps<PlansController, 'index'>

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
        <PlanComparison comparison={comparison} signupHref={signupHref} />
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
        <PlanFaq />
        <p className="mk-made-by">
          صنع بواسطة <a href={`${siteUrl}${route('marketing.plans.index')}`}>صفحتي</a> — منصة
          المواقع والمتاجر العربية
        </p>
      </MarketingBlock>
    </>
  )
}

Plans.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
