import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import hash from '@adonisjs/core/services/hash'
import EmailVerificationCode from '#models/email_verification_code'
import { UserFactory } from '#database/factories/user_factory'

/** The sign-up code of an unverified merchant: '1234' unless merged (codeHash is its hash). */
export const EmailVerificationCodeFactory = factory
  .define(EmailVerificationCode, async () => ({
    codeHash: await hash.make('1234'),
    attempts: 0,
    expiresAt: DateTime.now().plus({ minutes: 15 }),
    sentAt: DateTime.now(),
  }))
  .state('expired', (code) => {
    code.expiresAt = DateTime.now().minus({ minutes: 1 })
  })
  .before('create', async (_, code, ctx) => {
    if (!code.userId) {
      const user = await UserFactory.query().useCtx(ctx).apply('unverified').create()
      code.userId = user.id
    }
  })
  .build()
