// The card a dashboard page shows in place of a feature the website's plan does not include.
import { Link } from '@inertiajs/react'
import { route } from '~/lib/route'

/** What the plan leaves out and how upgrading gives it, with the link to the plans. */
export default function PlanUpsell({ text }: { text: string }) {
  return (
    <section className="dash-card">
      <p>{text}</p>
      <Link href={route('marketing.plans.index')} className="btn btn-outline">
        الباقات
      </Link>
    </section>
  )
}
