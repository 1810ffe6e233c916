// The pay page of a plan checkout: what is paid for, and the card form (3-D Secure through Moyasar).
import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import type { InferPageProps } from '@adonisjs/inertia/types'
import type PlanController from '#controllers/dashboard/plan_controller'
import '../../../css/dashboard_overview.css'
import '../../../css/payments.css'
import '../../../css/dashboard_plan.css'
import Seo from '~/components/seo'
import Money from '~/components/ui/money'
import CardForm from '~/components/payments/card_form'
import DashboardLayout from '~/layouts/dashboard_layout'
import { route } from '~/lib/route'
import PageHead from '~/components/dashboard/page_head'
import MetaRow from '~/components/dashboard/meta_row'

type Props = InferPageProps<PlanController, 'checkout'>

export default function PlanCheckout({ checkout, card }: Props) {
  const { username } = usePage<Props & { username: string }>().props
  return (
    <div className="dash-page">
      <Seo title="دفع الاشتراك | لوحة التحكم" />
      <PageHead
        title="دفع الاشتراك"
        sub="الدفع لحساب صفحتي لدى ميسر، ببطاقة مدى أو فيزا أو ماستركارد مع التحقق من البنك."
      />
      <section className="dash-card plan-summary">
        <dl className="dash-message-meta">
          <MetaRow term="العملية">
            {checkout.kind} {checkout.planName}
          </MetaRow>
          <MetaRow term="المدة">{checkout.period}</MetaRow>
          <MetaRow term="المبلغ شامل الضريبة">
            <Money halalas={checkout.amount} />
          </MetaRow>
        </dl>
        {checkout.failed !== null && (
          <p className="form-alert" role="alert">
            لم يتم الدفع السابق: {checkout.failed} يمكنك المحاولة مرة أخرى.
          </p>
        )}
      </section>
      <section className="dash-card">
        <h2>البطاقة</h2>
        <CardForm {...card} />
      </section>
      <p>
        <Link href={route('dashboard.plan.show', { username })}>العودة إلى صفحة الباقة</Link>
      </p>
    </div>
  )
}

PlanCheckout.layout = (page: ReactNode) => <DashboardLayout>{page}</DashboardLayout>
