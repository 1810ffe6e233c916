import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { LogTransport } from '#mails/transports/log_transport'

/** A good step-1 payload; tests override one field at a time. */
export const GOOD_SIGNUP = {
  name: 'نورة القحطاني',
  email: 'noura@example.com',
  phone: '0551234567',
  password: 'secret123',
}

export const GOOD_ONBOARDING = {
  activity_type: 'salon',
  entity_type: 'inistitution-company',
  legal_id: '1010987654',
  site_name: 'صالون نورة',
  username: 'noura-salon',
}

/** Fresh counters and outbox for each test (the limiter store is memory in tests). */
export async function resetAuthState() {
  LogTransport.clear()
  await limiter.clear()
}

/** The four-digit code of the latest sign-up mail to this address. */
export function codeMailedTo(email: string): string {
  const mail = LogTransport.lastTo(email)
  if (!mail) throw new Error(`no mail to ${email}`)
  const match = /^(\d{4})$/m.exec(mail.text)
  if (!match) throw new Error(`no code in the mail to ${email}`)
  return match[1]
}

/** The reset link of the latest mail to this address, as a path with its query string. */
export function resetPathMailedTo(email: string): string {
  const mail = LogTransport.lastTo(email)
  if (!mail) throw new Error(`no mail to ${email}`)
  const match = /(https?:\/\/\S+\/reset-password\/\S+)/.exec(mail.text)
  if (!match) throw new Error(`no reset link in the mail to ${email}`)
  const url = new URL(match[1])
  return `${url.pathname}${url.search}`
}

/** A merchant who already proved the e-mail (password 'secret123'). */
export async function verifiedMerchant(overrides: Partial<User> = {}) {
  const user = await UserFactory.merge({
    name: 'خالد العتيبي',
    email: 'khalid@example.com',
    phone: '0559876543',
    emailVerifiedAt: DateTime.now(),
    ...overrides,
  }).create()
  // column defaults (session_version) come from the database
  return user.refresh()
}
