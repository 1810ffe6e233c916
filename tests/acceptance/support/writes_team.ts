// The write walk's cases for the staff, the phone board, the plan's checkout and the custom domains (issues 29, 30).
import { mailAfter, mailCount } from '#tests/acceptance/support/flows'
import { targetOf } from '#tests/acceptance/support/route_walk_setup'
import { RUN, type WriteTable } from '#tests/acceptance/support/write_walk'

const dashboard = (path = '') => `/dashboard/demo${path}`
/** The two people the walk invites: one accepts, the other's invitation is withdrawn. */
const INVITEE = `walk-staff-${RUN}@example.com`
const WITHDRAWN = `walk-withdrawn-${RUN}@example.com`
const DOMAIN = `walk-${RUN}.example.com`

export const TEAM_WRITES: WriteTable = {
  // ---- staff: an invitation by the owner, withdrawn or accepted, a role change, a removal
  'dashboard.staff.store': {
    step: 20,
    as: 'merchant',
    valid: (w) => {
      w.made.set('inviteMails', mailCount(INVITEE))
      return { json: { email: INVITEE, role: 'editor' }, from: dashboard('/staff') }
    },
    invalid: {
      kind: 'input',
      send: () => ({ json: { email: 'nobody', role: 'king' }, from: dashboard('/staff') }),
    },
    then: async (w) => {
      const text = await mailAfter(INVITEE, w.get('inviteMails'))
      const link = /https?:\/\/\S+\/invitations\/[^\s)]+/.exec(text)?.[0]
      if (!link) throw new Error('the invitation mail has no link')
      w.made.set('invitationLink', new URL(link).pathname)
      // a second invitation, for the withdrawal
      await w.visitor('merchant').send('POST', dashboard('/staff'), {
        inertia: true,
        json: { email: WITHDRAWN, role: 'editor' },
        referer: dashboard('/staff'),
      })
      w.made.set('withdrawn', await w.newest('staff_invitations', { email: WITHDRAWN }))
    },
  },
  'dashboard.staff_invitations.destroy': {
    step: 20.1,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('withdrawn') }, from: dashboard('/staff') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
  'auth.staff_invitations.store': {
    step: 20.2,
    as: 'staffInvitee',
    valid: (w) => ({
      params: targetOf('/invitations/:token', w.text('invitationLink')).params,
      json: {
        name: 'منى الحربي',
        phone: '0551234567',
        password: 'walk-staff-1',
        password_confirmation: 'walk-staff-1',
      },
      from: w.text('invitationLink'),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: targetOf('/invitations/:token', w.text('invitationLink')).params,
        json: { name: '', phone: '12', password: '1', password_confirmation: '2' },
        from: w.text('invitationLink'),
      }),
    },
    // an accepted link is spent: the refused form goes first
    invalidFirst: true,
    toLogin: 'the new member signs in at /login once the invitation is accepted',
    then: async (w) => {
      w.made.set('member', await w.newest('website_memberships', {}))
    },
  },
  'dashboard.staff.update': {
    step: 20.3,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('member') },
      json: { role: 'manager' },
      from: dashboard('/staff'),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('member') },
        json: { role: 'king' },
        from: dashboard('/staff'),
      }),
    },
  },
  'dashboard.staff.destroy': {
    step: 80,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('member') }, from: dashboard('/staff') }),
    invalid: { kind: 'unknown', param: 'id' },
  },

  // ---- the phone board's one-tap changes, after the order's and booking's own pages (step 60)
  'dashboard.today.orders.update': {
    step: 61,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('order') },
      json: { paid: true, payment_method: 'cash' },
      from: dashboard('/today'),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('order') },
        json: { status: 'shipped', payment_method: 'gold' },
        from: dashboard('/today'),
      }),
    },
    flashError:
      'the order was confirmed and paid from its own page a step before: the board says so',
  },
  // the board's step button (issue 36): one step forward, through the order page's service
  'dashboard.today.orders.steps.store': {
    step: 61,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('order') },
      json: { step: 'ready' },
      from: dashboard('/today'),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('order') },
        json: { step: 'shipped' },
        from: dashboard('/today'),
      }),
    },
    flashError:
      'the order was completed from its own page at step 60: the step is refused in Arabic',
  },
  'dashboard.today.bookings.update': {
    step: 61,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('booking') },
      json: { paid: true, payment_method: 'cash' },
      from: dashboard('/today'),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('booking') },
        json: { status: 'shipped', payment_method: 'gold' },
        from: dashboard('/today'),
      }),
    },
    flashError:
      'the booking was confirmed and paid from its own page a step before: the board says so',
  },

  // ---- the plan's checkout: the walk's server has no platform Moyasar account
  'dashboard.plan.checkouts.store': {
    step: 42.6,
    as: 'merchant',
    valid: () => ({ json: { plan_id: 1, period: 'monthly' }, from: dashboard('/plan') }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { plan_id: 'x', period: 'weekly' }, from: dashboard('/plan') }),
    },
    flashError: 'no platform Moyasar account is configured: paying for a plan is refused in Arabic',
  },

  // ---- custom domains: added, checked (no DNS answers the walk's server), made primary, removed
  'dashboard.settings.domains.store': {
    step: 44,
    as: 'merchant',
    valid: () => ({ json: { domain: DOMAIN }, from: dashboard('/domains') }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { domain: 'not a domain' }, from: dashboard('/domains') }),
    },
    then: async (w) => {
      w.made.set('domain', await w.newest('website_domains', { domain: DOMAIN }))
    },
  },
  'dashboard.settings.domains.verify': {
    step: 44.1,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('domain') }, from: dashboard('/domains') }),
    invalid: { kind: 'unknown', param: 'id' },
    flashError: "the walk's server reaches no DNS server: the check says so in Arabic",
  },
  'dashboard.settings.domains.primary': {
    step: 44.2,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('domain') }, from: dashboard('/domains') }),
    invalid: { kind: 'unknown', param: 'id' },
    flashError: 'an unverified domain cannot be the primary address: refused in Arabic',
  },
  'dashboard.settings.domains.destroy': {
    step: 80,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('domain') }, from: dashboard('/domains') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
}
