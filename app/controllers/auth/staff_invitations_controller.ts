import type { HttpContext } from '@adonisjs/core/http'
import { StaffInvitations } from '#services/staff/staff_invitations'
import { StaffPresenter } from '#presenters/dashboard/staff_presenter'
import { staffNewAccountValidator, staffSignInValidator } from '#validators/staff'

/**
 * /invitations/{token}: the link of a staff invitation. A new person sets their name, mobile and
 * password; a person with an account types its password; then they sign in at /login as usual.
 */
export default class StaffInvitationsController {
  async show({ inertia, params, response }: HttpContext) {
    const invitation = await StaffInvitations.find(String(params.token))
    if (!invitation) {
      response.status(410)
      return inertia.render('auth/staff_invitation', { token: '', invitation: null })
    }
    return inertia.render('auth/staff_invitation', {
      token: String(params.token),
      invitation: StaffPresenter.invitation(
        invitation,
        await StaffInvitations.hasAccount(invitation)
      ),
    })
  }

  async store({ params, request, response, session }: HttpContext) {
    const token = String(params.token)
    const invitation = await StaffInvitations.find(token)
    const known = invitation ? await StaffInvitations.hasAccount(invitation) : false
    const person = known
      ? await request.validateUsing(staffSignInValidator)
      : await request.validateUsing(staffNewAccountValidator)
    const user = await StaffInvitations.accept(token, person)
    session.flash('success', 'انضممت إلى فريق الموقع. سجّل الدخول لفتح لوحة التحكم.')
    session.flash('email', user.email)
    return response.redirect().toRoute('auth.session.create')
  }
}
