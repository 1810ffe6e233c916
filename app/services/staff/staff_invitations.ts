// Accepting an invitation to a website's staff: a new person makes their account, a known one signs in; either way they join once.
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import StaffInvitation from '#models/staff_invitation'
import WebsiteMembership from '#models/website_membership'
import { DomainError } from '#exceptions/domain_error'
import { tokenHash } from '#services/staff/staff_team'
import { sqlNow } from '#services/sql_time'

export const StaffInvitations = {
  /** The open invitation a link's token stands for (with its website and branch), or null. */
  async find(token: string): Promise<StaffInvitation | null> {
    if (!/^[\w-]{20,100}$/.test(token)) return null
    return StaffInvitation.query()
      .where('token_hash', tokenHash(token))
      .whereNull('accepted_at')
      .where('expires_at', '>', sqlNow())
      .preload('website', (website) => website.select('id', 'username', 'name_ar', 'user_id'))
      .preload('branch', (branch) => branch.select('id', 'name'))
      .first()
  },

  /** Whether the invited e-mail already has an account (the page asks for its password then). */
  async hasAccount(invitation: StaffInvitation) {
    return (await User.query().whereRaw('lower(email) = ?', [invitation.email]).first()) !== null
  },

  /**
   * Joins the website: claims the invitation (once: a second use finds it accepted) and writes the
   * membership in one transaction. `person` is a new account's details, or the password of the
   * account the invitation's e-mail already has.
   */
  async accept(
    token: string,
    person: { name: string; phone: string; password: string } | { password: string }
  ): Promise<User> {
    const invitation = await this.find(token)
    if (!invitation) throw new DomainError('staff_invitation_invalid')
    const existing = await User.query().whereRaw('lower(email) = ?', [invitation.email]).first()
    if (existing) {
      if (!(await hash.use('scrypt').verify(existing.password, person.password))) {
        throw new DomainError('staff_email_has_account')
      }
    } else if (!('name' in person)) {
      throw new DomainError('staff_invitation_invalid')
    }

    return db.transaction(async (trx) => {
      const claimed = await trx
        .from('staff_invitations')
        .where('id', invitation.id)
        .whereNull('accepted_at')
        .update({ accepted_at: sqlNow(), updated_at: sqlNow() })
      if (Number(claimed) !== 1) throw new DomainError('staff_invitation_invalid')
      const user =
        existing ??
        (await User.create(
          {
            name: (person as { name: string }).name,
            phone: (person as { phone: string }).phone,
            email: invitation.email,
            password: person.password,
            // the link came to this address: it is proven
            emailVerifiedAt: DateTime.now(),
          },
          { client: trx }
        ))
      if (invitation.website.userId !== user.id) {
        const member = await WebsiteMembership.query({ client: trx })
          .where('website_id', invitation.websiteId)
          .where('user_id', user.id)
          .first()
        if (!member) {
          await WebsiteMembership.create(
            {
              websiteId: invitation.websiteId,
              userId: user.id,
              role: invitation.role,
              branchId: invitation.branchId,
              invitedBy: invitation.invitedBy,
            },
            { client: trx }
          )
        }
      }
      return user
    })
  },
}
