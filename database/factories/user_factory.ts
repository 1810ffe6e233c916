import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { WebsiteFactory } from '#database/factories/website_factory'
import { PASSWORD, fullName, saudiPhone, sequence } from '#database/factories/support'

/** A merchant who proved the e-mail, password 'secret123' (the model hashes it on save). */
export const UserFactory = factory
  .define(User, ({ faker }) => ({
    name: fullName(faker),
    email: `merchant${sequence()}-${faker.string.alphanumeric(5).toLowerCase()}@example.com`,
    phone: saudiPhone(faker),
    password: PASSWORD,
    role: 'merchant',
    emailVerifiedAt: DateTime.now(),
    activityType: null,
    entityType: null,
    legalId: null,
    sessionVersion: 1,
    signupPlanCode: null,
  }))
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  /** Finished the sign-up wizard's second step (activity and legal entity). */
  .state('onboarded', (user, { faker }) => {
    user.activityType = 'store'
    user.entityType = 'inistitution-company'
    user.legalId = `10${faker.string.numeric(8)}`
  })
  .state('admin', (user) => {
    user.role = 'admin'
  })
  .relation('websites', () => WebsiteFactory)
  .build()
