// Write-walk cases of the public forms and the merchant's account: sign-up to logout, by route name.
import { RESET_SUBJECT, mailAfter, mailCount } from '#tests/acceptance/support/flows'
import { targetOf } from '#tests/acceptance/support/route_walk_setup'
import { RUN, type WriteTable, type WriteWalk } from '#tests/acceptance/support/write_walk'

/** The merchant the walk signs up (tests/functional/auth/signup.spec.ts): every account write is its own. */
export const NEW_MERCHANT = {
  name: 'تاجر جولة القبول',
  email: `walk-merchant-${RUN}@example.com`,
  newEmail: `walk-merchant-${RUN}-new@example.com`,
  phone: '0551234567',
  password: 'walk-pass-1',
  newPassword: 'walk-pass-2',
  resetPassword: 'walk-pass-3',
  username: `walk-${RUN}`,
}

const CONTACT = { name: 'زائر جولة الكتابة', email: 'walker@example.com' }

/** The 4-digit code of the newest mail to an address after `seen` mails. */
async function codeAfter(email: string, seen: number) {
  const code = /^(\d{4})$/m.exec(await mailAfter(email, seen))?.[1]
  if (!code) throw new Error(`the mail to ${email} carries no code`)
  return code
}

/** Waits until a minute has passed since the account's last code (one code a minute per account). */
async function codeMinuteOver(w: WriteWalk) {
  const wait = Number(w.made.get('codeSentAt') ?? 0) + 61_000 - Date.now()
  if (wait > 0) await new Promise((done) => setTimeout(done, wait))
}

export const ACCOUNT_WRITES: WriteTable = {
  // ---- public forms
  'marketing.contact.store': {
    step: 10,
    as: 'guest',
    valid: () => ({ json: { ...CONTACT, message: 'سؤال عن الباقة الشهرية من جولة القبول.' } }),
    invalid: { kind: 'input', send: () => ({ json: { name: '', email: 'x', message: '' } }) },
  },
  'content.contact.store': {
    step: 10,
    as: 'guest',
    valid: () => ({ json: { ...CONTACT, message: `رسالة جولة القبول ${RUN} إلى الموقع.` } }),
    invalid: { kind: 'input', send: () => ({ json: { email: 'not-an-email' } }) },
    then: async (w) => {
      w.made.set('message', await w.newest('contact_messages', { name: CONTACT.name }))
    },
  },

  // ---- a merchant signs up, confirms the code, opens a website (first: its code minute starts)
  'auth.signup.store': {
    step: 1,
    as: 'newMerchant',
    valid: () => ({
      json: {
        name: NEW_MERCHANT.name,
        email: NEW_MERCHANT.email,
        phone: NEW_MERCHANT.phone,
        password: NEW_MERCHANT.password,
      },
      from: '/signup',
    }),
    invalid: {
      kind: 'input',
      send: () => ({
        json: { name: 'ab', email: 'x', phone: '123', password: '1' },
        from: '/signup',
      }),
    },
    invalidFirst: true,
    then: (w) => {
      w.made.set('codeSentAt', Date.now())
    },
  },
  'auth.verification.resend': {
    step: 2,
    as: 'newMerchant',
    valid: () => ({ from: '/verify' }),
    // no input to refuse: the form without its CSRF token is refused instead
    invalid: { kind: 'csrf' },
    flashError: 'a code went out at sign-up less than a minute ago: "wait before asking again"',
  },
  'auth.verification.store': {
    step: 3,
    as: 'newMerchant',
    valid: async () => ({
      json: { code: await codeAfter(NEW_MERCHANT.email, 0) },
      from: '/verify',
    }),
    invalid: { kind: 'input', send: () => ({ json: { code: 'abc' }, from: '/verify' }) },
    // once verified, no sign-up waits for a code and the form sends to /login unread
    invalidFirst: true,
  },
  'auth.onboarding.store': {
    step: 4,
    as: 'newMerchant',
    valid: () => ({
      json: {
        activity_type: 'shop',
        entity_type: 'individual',
        legal_id: 'FL-123456789',
        site_name: 'متجر جولة القبول',
        username: NEW_MERCHANT.username,
      },
      from: '/onboarding',
    }),
    invalid: {
      kind: 'input',
      send: () => ({
        json: { activity_type: 'x', entity_type: '', legal_id: '', site_name: '', username: 'A B' },
        from: '/onboarding',
      }),
    },
    // once the website exists, onboarding sends to the dashboard unread
    invalidFirst: true,
  },

  // ---- the merchant's own account (its website is on the free plan; the dashboard walk uses demo's)
  'dashboard.account.update': {
    step: 20,
    as: 'newMerchant',
    valid: () => ({ json: { name: 'تاجر جولة القبول الجديد' }, from: '/dashboard/account' }),
    invalid: { kind: 'input', send: () => ({ json: { name: 'a' }, from: '/dashboard/account' }) },
  },
  'dashboard.account_password.update': {
    step: 21,
    as: 'newMerchant',
    valid: () => ({
      json: {
        current_password: NEW_MERCHANT.password,
        password: NEW_MERCHANT.newPassword,
        password_confirmation: NEW_MERCHANT.newPassword,
      },
      from: '/dashboard/account',
    }),
    invalid: {
      kind: 'input',
      send: () => ({
        json: { password: '1', password_confirmation: '2' },
        from: '/dashboard/account',
      }),
    },
    // after the change the current password is the new one: the refused form goes first
    invalidFirst: true,
  },
  // by the browser that signed in after the reset: the reset ended the sign-up browser's session
  'dashboard.account_email.store': {
    step: 90,
    as: 'merchantLogin',
    valid: async (w) => {
      await codeMinuteOver(w)
      w.made.set('emailMails', mailCount(NEW_MERCHANT.newEmail))
      return { json: { email: NEW_MERCHANT.newEmail }, from: '/dashboard/account' }
    },
    invalid: { kind: 'input', send: () => ({ json: { email: 'x@' }, from: '/dashboard/account' }) },
    invalidFirst: true,
  },
  'dashboard.account_email.update': {
    step: 91,
    as: 'merchantLogin',
    valid: async (w) => ({
      json: { code: await codeAfter(NEW_MERCHANT.newEmail, w.get('emailMails')) },
      from: '/dashboard/account',
    }),
    invalid: { kind: 'input', send: () => ({ json: { code: '12' }, from: '/dashboard/account' }) },
    invalidFirst: true,
  },

  // ---- a forgotten password, by another browser (a guest), then a login there
  'auth.password_forgot.store': {
    step: 22,
    as: 'merchantReset',
    valid: (w) => {
      w.made.set('resetMails', mailCount(NEW_MERCHANT.email))
      return { json: { email: NEW_MERCHANT.email }, from: '/forgot-password' }
    },
    invalid: {
      kind: 'input',
      send: () => ({ json: { email: 'nobody' }, from: '/forgot-password' }),
    },
    invalidFirst: true,
    then: async (w) => {
      const text = await mailAfter(NEW_MERCHANT.email, w.get('resetMails'), RESET_SUBJECT)
      const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(text)?.[0]
      if (!link) throw new Error('the reset mail has no link')
      w.made.set('resetLink', new URL(link).pathname + new URL(link).search)
    },
  },
  'auth.password_reset.update': {
    step: 23,
    as: 'merchantReset',
    valid: (w) => {
      const { params, query } = targetOf('/reset-password/:id', w.text('resetLink'))
      const password = NEW_MERCHANT.resetPassword
      return { params, query, json: { password, password_confirmation: password } }
    },
    invalid: {
      kind: 'input',
      send: (w) => {
        const { params, query } = targetOf('/reset-password/:id', w.text('resetLink'))
        return { params, query, json: { password: '1', password_confirmation: '2' } }
      },
    },
    // a used link is dead (403): the refused form goes first
    invalidFirst: true,
  },
  'auth.session.store': {
    step: 24,
    as: 'merchantLogin',
    valid: () => ({
      json: { email: NEW_MERCHANT.email, password: NEW_MERCHANT.resetPassword },
      from: '/login',
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { email: 'x', password: '' }, from: '/login' }),
    },
    // a signed-in merchant is sent to the dashboard by /login: the refused form goes first
    invalidFirst: true,
  },
  'auth.session.destroy': {
    step: 99,
    as: 'merchantLogin',
    valid: () => ({ from: '/dashboard' }),
    invalid: { kind: 'csrf' },
    invalidFirst: true,
  },
}
