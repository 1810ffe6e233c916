import '../../css/plan_notice.css'
import { Link, usePage } from '@inertiajs/react'
import type { SharedProps } from '@adonisjs/inertia/types'
import { route } from '~/lib/route'

/** The DomainError codes of app/services/plans/plan_limits.ts (flashed as `error_code`). */
const PLAN_CODES = ['plan_limit_reached', 'plan_feature_missing', 'forms_contact_only']

/**
 * When an action was refused by the plan, the refusal (also a toast) stays on the page with a link
 * to the plans page, so the merchant sees what to do next.
 */
export default function PlanNotice() {
  const { flash } = usePage<SharedProps>().props
  if (!flash?.errorCode || !PLAN_CODES.includes(flash.errorCode)) return null
  return (
    <div className="dash-plan-notice" role="status">
      <p>{flash.error}</p>
      <Link href={route('marketing.plans.index')} className="btn btn-primary">
        اطلع على الباقات
      </Link>
    </div>
  )
}
