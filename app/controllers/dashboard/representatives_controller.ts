// /dashboard/{username}/representatives: delivery representatives, their cash to hand over; an order's one.
import type { HttpContext } from '@adonisjs/core/http'
import { PlanLimits } from '#services/plans/plan_limits'
import { Representatives } from '#services/delivery/representatives'
import { Delivery } from '#services/delivery/delivery'
import { DeliveryPresenter } from '#presenters/delivery_presenter'
import { assignRepresentativeValidator, representativeValidator } from '#validators/representative'

export default class RepresentativesController {
  /** The list with each one's cash still to hand over; without the plan, a word on the plans. */
  async index({ inertia, website }: HttpContext) {
    if (!(await PlanLimits.hasFeature(website, 'manage_representatives'))) {
      return inertia.render('dashboard/representatives/index', {
        allowed: false,
        representatives: [],
      })
    }
    const rows = await Representatives.list(website)
    return inertia.render('dashboard/representatives/index', {
      allowed: true,
      representatives: rows.map(DeliveryPresenter.row),
    })
  }

  async store({ request, response, session, website }: HttpContext) {
    const input = await request.validateUsing(representativeValidator)
    await Representatives.create(website, input)
    session.flash('success', 'تمت إضافة المندوب')
    return response.redirect().toRoute('dashboard.representatives.index', {
      username: website.username,
    })
  }

  async update({ params, request, response, session, website }: HttpContext) {
    // another website's id is a 404 before the body is read
    await Representatives.find(website, params.id)
    const input = await request.validateUsing(representativeValidator)
    await Representatives.update(website, params.id, input)
    session.flash('success', 'تم حفظ المندوب')
    return response.redirect().toRoute('dashboard.representatives.index', {
      username: website.username,
    })
  }

  /** The merchant received the representative's collected cash. */
  async handOver({ auth, params, response, session, website }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const { total } = await Representatives.handOver(website, user, params.id)
    session.flash('success', `تم تسجيل استلام ${(total / 100).toFixed(2)} ر.س من المندوب`)
    return response.redirect().toRoute('dashboard.representatives.index', {
      username: website.username,
    })
  }

  /** PUT /orders/{id}/representative: assigns the order (a new link) or unassigns it. */
  async assign({ auth, params, request, response, session, website }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    await website.related('orders').query().where('id', params.id).firstOrFail()
    const input = await request.validateUsing(assignRepresentativeValidator)
    await Delivery.assign(website, user, Number(params.id), input.representative_id)
    session.flash(
      'success',
      input.representative_id ? 'تم إسناد الطلب إلى المندوب' : 'تم إلغاء إسناد الطلب'
    )
    return response.redirect().toRoute('dashboard.orders.show', {
      username: website.username,
      id: params.id,
    })
  }
}
