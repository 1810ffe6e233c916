import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PagesController from '#controllers/marketing/pages_controller'
import MarketingLayout from '~/layouts/marketing_layout'
import MarketingSeo from '~/components/marketing_seo'
import PageHeader from '~/components/marketing_page_header'
import { FeatureCard, MarketingCounter } from '~/components/marketing_cards'
import { route } from '~/lib/route'
import type { MarketingShared } from '~/types'
import MarketingBlock from '~/components/marketing_block'
import MarketingCta from '~/components/marketing_cta'

type Props = InferPageProps<PagesController, 'about'>

/** /about: who we are (the stored about page), our numbers and what we hold to. */
export default function About({ page, counters, strengths }: Props) {
  const { merchantAppUrl } = usePage<MarketingShared>().props
  return (
    <>
      <MarketingSeo title={page.title} description={page.description} keywords={page.keywords} />
      <PageHeader title={page.title} crumbs={[{ label: page.title }]} lead={page.description} />

      <div className="container mk-page-body">
        <article className="mk-card mk-page-card">
          <div className="mk-prose" dangerouslySetInnerHTML={{ __html: page.content }} />
        </article>
      </div>

      {counters.length > 0 && (
        <MarketingBlock id="numbers" title="صفحتي بالأرقام">
          <div className="mk-counters-grid">
            {counters.map((counter) => (
              <MarketingCounter key={counter.title} counter={counter} />
            ))}
          </div>
        </MarketingBlock>
      )}

      {strengths.length > 0 && (
        <MarketingBlock
          id="values"
          title="ما نلتزم به"
          lead="مبادئ نبني عليها كل ميزة في صفحتي."
          soft
        >
          <div className="mk-values">
            {strengths.map((item) => (
              <FeatureCard key={item.title} item={item} />
            ))}
          </div>
        </MarketingBlock>
      )}

      <MarketingCta
        title="انضم إلى أصحاب المشاريع في صفحتي"
        text="أنشئ موقعك اليوم وجرّبه 15 يوما مجانا، أو تحدث معنا إن كان لديك أي سؤال."
      >
        <a
          href={`${merchantAppUrl}${route('auth.signup.create')}`}
          className="btn btn-light btn-lg"
        >
          أنشئ موقعك
        </a>
        <Link href={route('marketing.contact.create')} className="btn btn-ghost-light btn-lg">
          تواصل معنا
        </Link>
      </MarketingCta>
    </>
  )
}

About.layout = (page: ReactNode) => <MarketingLayout>{page}</MarketingLayout>
