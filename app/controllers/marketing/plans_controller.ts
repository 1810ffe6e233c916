import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import { comparePlans } from '#services/plan_comparison'

export default class PlansController {
  async index({ inertia }: HttpContext) {
    const plans = await Plan.query().orderBy('sort_order')
    return inertia.render('marketing/plans', { comparison: comparePlans(plans) })
  }
}
