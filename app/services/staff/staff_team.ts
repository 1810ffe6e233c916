// A website's staff as its owner manages them: the list, invitations, a role change, and a removal that ends the person's access at once.
import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { sqlNow } from '#services/sql_time'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Website from '#models/website'
import type User from '#models/user'
import WebsiteMembership from '#models/website_membership'
import StaffInvitation from '#models/staff_invitation'
import { DomainError } from '#exceptions/domain_error'
import { jobs, mailJob } from '#services/jobs/jobs'
import { ROLE_LABELS, isBranchRole, type StaffRole } from '#services/staff/permissions'

/** How long an invitation's link works. */
const INVITATION_DAYS = 7

interface StaffRoleInput {
  role: StaffRole
  branch_id?: number | null
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** The branch a role needs: one of the website's for a branch role, none for the others. */
async function branchOf(
  website: Website,
  input: StaffRoleInput,
  client?: TransactionClientContract
): Promise<number | null> {
  if (!isBranchRole(input.role)) return null
  if (!input.branch_id) throw new DomainError('staff_branch_required')
  const branch = await (client ?? db)
    .from('branches')
    .where('website_id', website.id)
    .where('id', input.branch_id)
    .select('id')
    .first()
  if (!branch) throw new DomainError('staff_branch_not_found')
  return Number(branch.id)
}

/**
 * Ends everything a person is signed in with: their browser sessions (the session version moves on and
 * the stored sessions go), 'remember me' tokens, /api/v1 access and refresh tokens, and the website's
 * API keys they made. Their next request is a guest's.
 */
async function endAccess(trx: TransactionClientContract, website: Website, userId: number) {
  await trx.from('users').where('id', userId).increment('session_version', 1)
  await trx.from('sessions').where('user_id', String(userId)).delete()
  await trx.from('remember_me_tokens').where('tokenable_id', userId).delete()
  await trx.from('merchant_access_tokens').where('tokenable_id', userId).delete()
  await trx.from('merchant_refresh_tokens').where('user_id', userId).delete()
  await trx
    .from('api_keys')
    .where('website_id', website.id)
    .where('user_id', userId)
    .whereNull('revoked_at')
    .update({ revoked_at: Date.now() })
}

export const StaffTeam = {
  /** The members (with their account and branch) and the invitations still open, newest first. */
  async list(website: Website) {
    const [members, invitations] = await Promise.all([
      WebsiteMembership.query()
        .where('website_id', website.id)
        .preload('user', (user) => user.select('id', 'name', 'email'))
        .preload('branch', (branch) => branch.select('id', 'name'))
        .orderBy('id', 'desc')
        .limit(200),
      StaffInvitation.query()
        .where('website_id', website.id)
        .whereNull('accepted_at')
        .where('expires_at', '>', sqlNow())
        .preload('branch', (branch) => branch.select('id', 'name'))
        .orderBy('id', 'desc')
        .limit(200),
    ])
    return { members, invitations }
  },

  /**
   * Invites an e-mail with a role: an earlier open invitation of the same e-mail is replaced; the
   * owner and present members are refused. The link (with its token, kept only hashed) is e-mailed.
   */
  async invite(
    website: Website,
    actor: User,
    input: StaffRoleInput & { email: string },
    linkFor: (token: string) => string
  ) {
    const email = input.email.trim().toLowerCase()
    const token = randomBytes(32).toString('base64url')
    await db.transaction(async (trx) => {
      const owner = await trx.from('users').where('id', website.userId).select('email').first()
      if (String(owner?.email ?? '').toLowerCase() === email)
        throw new DomainError('staff_is_owner')
      const member = await trx
        .from('website_memberships')
        .join('users', 'users.id', 'website_memberships.user_id')
        .where('website_memberships.website_id', website.id)
        .whereRaw('lower(users.email) = ?', [email])
        .select('website_memberships.id')
        .first()
      if (member) throw new DomainError('staff_already_member')
      const branchId = await branchOf(website, input, trx)
      await trx
        .from('staff_invitations')
        .where('website_id', website.id)
        .where('email', email)
        .whereNull('accepted_at')
        .delete()
      await StaffInvitation.create(
        {
          websiteId: website.id,
          email,
          role: input.role,
          branchId,
          tokenHash: tokenHash(token),
          invitedBy: actor.id,
          expiresAt: DateTime.utc().plus({ days: INVITATION_DAYS }),
          acceptedAt: null,
        },
        { client: trx }
      )
    })
    await jobs.sendMail(
      mailJob(
        'staff_invitation',
        { name: email, email },
        website.nameAr,
        ROLE_LABELS[input.role],
        linkFor(token),
        INVITATION_DAYS
      ),
      { expiresAt: Date.now() + INVITATION_DAYS * 86_400_000 }
    )
  },

  /** Withdraws an open invitation of this website (another website's id: 404). */
  async cancelInvitation(website: Website, id: number) {
    const deleted = await db
      .from('staff_invitations')
      .where('website_id', website.id)
      .where('id', id)
      .whereNull('accepted_at')
      .delete()
    if (Number(deleted) === 0) throw new DomainError('not_found')
  },

  /** A member's new role (and branch); it applies from their next request. */
  async changeRole(website: Website, id: number, input: StaffRoleInput) {
    const member = await WebsiteMembership.query()
      .where('website_id', website.id)
      .where('id', id)
      .firstOrFail()
    member.role = input.role
    member.branchId = await branchOf(website, input)
    await member.save()
    return member
  },

  /** Removes a member and ends their sessions and tokens at once. */
  async remove(website: Website, id: number) {
    await db.transaction(async (trx) => {
      const member = await WebsiteMembership.query({ client: trx })
        .where('website_id', website.id)
        .where('id', id)
        .firstOrFail()
      await member.delete()
      await endAccess(trx, website, member.userId)
    })
  },
}
