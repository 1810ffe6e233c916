import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { VerificationService } from '#services/auth/verification_service'

/**
 * The merchant's own account (/dashboard/account): the name, the e-mail (proved with a code sent to the
 * new address before it is stored) and the password (the current one required; every other session
 * ends, as after a password reset).
 */
export const MerchantAccount = {
  async updateName(user: User, name: string) {
    user.name = name
    await user.save()
  },

  /** Mails a code to the new address; the account keeps the old one until the code is typed. */
  async requestEmailChange(user: User, email: string) {
    if (email.toLowerCase() === user.email.toLowerCase()) throw new DomainError('email_unchanged')
    const result = await VerificationService.send(user, email)
    if (result.status === 'throttled') {
      throw new DomainError('email_code_throttled', { seconds: result.waitSeconds })
    }
    if (result.status === 'failed') throw new DomainError('email_code_not_sent')
  },

  /** The right code stores the new address; anything else changes nothing. */
  async confirmEmailChange(user: User, code: string) {
    const result = await VerificationService.verify(user, code, 'email_change')
    switch (result.status) {
      case 'verified':
        return
      case 'wrong':
        throw new DomainError('email_code_wrong', { left: result.attemptsLeft })
      case 'voided':
        throw new DomainError('email_code_voided')
      case 'expired':
        throw new DomainError('email_code_expired')
      case 'missing':
        throw new DomainError('email_code_missing')
      case 'taken':
        throw new DomainError('email_taken')
    }
  },

  /**
   * A new password, given the current one. The session version moves on, so every other session of
   * the account ends (MerchantSession.enforceVersion), and the 'remember me' tokens are deleted; the
   * caller signs this browser in again with the new version.
   */
  async changePassword(user: User, currentPassword: string, password: string) {
    if (!(await hash.verify(user.password, currentPassword))) {
      throw new DomainError('current_password_wrong')
    }
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.password = password
      user.sessionVersion = user.sessionVersion + 1
      await user.save()
      await trx.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    })
  },
}
