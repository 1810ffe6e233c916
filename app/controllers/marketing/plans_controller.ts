import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '#http/urls/urls'
import Plan from '#models/plan'
import { comparePlans, planCard, selectedPlanCode } from '#services/plan_comparison'

export default class PlansController {
  /** /plans: the comparison table and the single-plan card view (?plan={code} opens that card). */
  async index({ inertia, request }: HttpContext) {
    const plans = await Plan.query().orderBy('sort_order')
    return inertia.render('marketing/plans', {
      comparison: comparePlans(plans),
      cards: plans.map(planCard),
      selectedPlan: selectedPlanCode(plans, String(request.input('plan', '')) || null),
    })
  }

  /**
   * /auth/signup?plan={code}: the address the plan buttons open (SPEC.md). It reaches the sign-up page
   * with the plan chosen; an unknown plan code is dropped rather than passed on.
   */
  async signup({ request, response }: HttpContext) {
    const code = String(request.input('plan', '')).trim()
    const plan = code ? await Plan.findBy('code', code) : null
    return response.redirect(
      urlFor('auth.signup.create', {}, plan ? { plan: plan.code } : undefined)
    )
  }
}
