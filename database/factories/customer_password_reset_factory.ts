import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import CustomerPasswordReset from '#models/customer_password_reset'
import Customer from '#models/customer'
import { CustomerFactory } from '#database/factories/customer_factory'
import { ensureParent } from '#database/factories/support'

/** A storefront password-reset link valid for an hour; the stored value is the token's SHA-256. */
export const CustomerPasswordResetFactory = factory
  .define(CustomerPasswordReset, () => ({
    tokenHash: createHash('sha256').update(randomBytes(32).toString('hex')).digest('hex'),
    expiresAt: DateTime.now().plus({ hours: 1 }),
    usedAt: null,
  }))
  .state('expired', (reset) => {
    reset.expiresAt = DateTime.now().minus({ minutes: 1 })
  })
  .state('used', (reset) => {
    reset.usedAt = DateTime.now()
  })
  .before('create', (_, reset, ctx) =>
    ensureParent(reset, ctx, 'customerId', Customer, () => CustomerFactory)
  )
  .build()
