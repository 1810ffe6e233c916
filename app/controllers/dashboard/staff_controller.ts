import type { HttpContext } from '@adonisjs/core/http'
import { savesTo } from '#controllers/dashboard/saved_to'
import { StaffTeam } from '#services/staff/staff_team'
import { StaffPresenter } from '#presenters/dashboard/staff_presenter'
import { staffInvitationValidator, staffRoleValidator } from '#validators/staff'
import { absoluteUrlFor } from '#http/urls/urls'

/** Every save here ends on the staff page with its notice. */
const saved = savesTo('dashboard.staff.index')

/** /dashboard/{username}/staff (the owner only): the website's people, invitations, roles, removal. */
export default class StaffController {
  async index({ inertia, website }: HttpContext) {
    const [lists, branches] = await Promise.all([
      StaffTeam.list(website),
      website.related('branches').query().select('id', 'name').orderBy('sort_order').orderBy('id'),
    ])
    return inertia.render(
      'dashboard/staff/index',
      StaffPresenter.page(
        lists,
        branches.map((branch) => ({ id: branch.id, name: branch.name }))
      )
    )
  }

  async store({ auth, request, response, session, website }: HttpContext) {
    const input = await request.validateUsing(staffInvitationValidator)
    await StaffTeam.invite(website, auth.use('web').getUserOrFail(), input, (token) =>
      absoluteUrlFor(request, 'auth.staff_invitations.show', { token })
    )
    return saved({ response, session, website }, `أرسلنا الدعوة إلى ${input.email}`)
  }

  async update({ params, request, response, session, website }: HttpContext) {
    const input = await request.validateUsing(staffRoleValidator)
    await StaffTeam.changeRole(website, Number(params.id), input)
    return saved({ response, session, website }, 'تم تغيير الدور')
  }

  async destroy({ params, response, session, website }: HttpContext) {
    await StaffTeam.remove(website, Number(params.id))
    return saved({ response, session, website }, 'تمت إزالة الشخص من الفريق وإنهاء جلساته')
  }

  async cancelInvitation({ params, response, session, website }: HttpContext) {
    await StaffTeam.cancelInvitation(website, Number(params.id))
    return saved({ response, session, website }, 'تم إلغاء الدعوة')
  }
}
