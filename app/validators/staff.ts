// The staff page's forms: an invitation, a role change, and the invitee's acceptance (new account or sign-in).
import vine from '@vinejs/vine'
import { STAFF_ROLES } from '#services/staff/permissions'
import { typedNumber } from '#validators/numbers'
import { saudiMobileRule } from '#validators/mobile'

const role = () => vine.enum(STAFF_ROLES)
// a branch role's branch (the service checks that it is one of the website's and that the role needs it)
const branchId = () => typedNumber().positive().withoutDecimals().optional().nullable()

/** POST /dashboard/{u}/staff: invite an e-mail with a role (and a branch for the branch roles). */
export const staffInvitationValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().maxLength(100).email(),
    role: role(),
    branch_id: branchId(),
  })
)

/** PUT /dashboard/{u}/staff/{id}: the member's new role. */
export const staffRoleValidator = vine.compile(vine.object({ role: role(), branch_id: branchId() }))

/** The accept page, a new person: their name, mobile and password (the e-mail is the invitation's). */
export const staffNewAccountValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(2).maxLength(50),
    phone: vine.string().trim().use(saudiMobileRule()),
    password: vine.string().minLength(6).maxLength(120).confirmed(),
  })
)

/** The accept page, a person with an account: their password. */
export const staffSignInValidator = vine.compile(
  vine.object({ password: vine.string().minLength(1).maxLength(120) })
)
