import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import Website from '#models/website'
import WebsiteMembership from '#models/website_membership'
import StaffInvitationMail from '#mails/staff_invitation_mail'
import { ApiKeys } from '#services/api_keys/api_keys'
import { SESSION_VERSION_KEY } from '#http/sessions/merchant_session'
import { demoMerchant } from '#tests/functional/dashboard/website_helpers'
import { customerOf, orderOf, bookingOf } from '#tests/functional/dashboard/purchase_helpers'
import { LiveChannels } from '#services/dashboard/live_channels'
import { memberOf, twoBranches } from '#tests/functional/staff/staff_helpers'

/** The token at the end of an invitation link. */
const tokenOf = (url: string) => url.split('/invitations/')[1]

test.group('Staff: invitations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('a new person gets an Arabic e-mail, sets a password, signs in and finds the website', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const { own } = await twoBranches(demo)
    const { mails } = mail.fake()

    const sent = await client
      .post(route('dashboard.staff.store', { username: 'demo' }))
      .json({ email: 'Rana.Staff@example.com', role: 'reception', branch_id: own.id })
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    sent.assertStatus(302)
    sent.assertHeader('location', '/dashboard/demo/staff')
    mails.assertSentCount(StaffInvitationMail, 1)
    const [invitation] = mails.sent(
      (m) => m instanceof StaffInvitationMail
    ) as StaffInvitationMail[]
    const message = invitation.message.toJSON().message
    assert.deepEqual(message.to, [
      { address: 'rana.staff@example.com', name: 'rana.staff@example.com' },
    ])
    assert.equal(message.subject, 'دعوة للانضمام إلى فريق مركز لمسة جمال في صفحتي')
    assert.include(message.html, 'بدور «استقبال»')
    assert.include(message.html, invitation.acceptUrl)
    const token = tokenOf(invitation.acceptUrl)
    // only the token's hash is kept
    const stored = await db.from('staff_invitations').where('website_id', demo.id).firstOrFail()
    assert.notEqual(stored.token_hash, token)

    const page = await client.get(route('auth.staff_invitations.show', { token })).withInertia()
    page.assertInertiaComponent('auth/staff_invitation')
    assert.equal((page.inertiaProps as any).invitation.hasAccount, false)
    assert.equal((page.inertiaProps as any).invitation.branchName, 'فرع الاختبار')

    // a mismatched confirmation stores nothing
    const refused = await client
      .post(route('auth.staff_invitations.store', { token }))
      .json({ name: 'رنا', phone: '0551234567', password: 'secret123', password_confirmation: 'x' })
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(302)
    assert.isNull(await User.findBy('email', 'rana.staff@example.com'))

    const accepted = await client
      .post(route('auth.staff_invitations.store', { token }))
      .json({
        name: 'رنا',
        phone: '0551234567',
        password: 'secret123',
        password_confirmation: 'secret123',
      })
      .withCsrfToken()
      .redirects(0)
    accepted.assertStatus(302)
    accepted.assertHeader('location', '/login')
    const rana = await User.findByOrFail('email', 'rana.staff@example.com')
    const member = await WebsiteMembership.findByOrFail('user_id', rana.id)
    assert.equal(member.role, 'reception')
    assert.equal(member.branchId, own.id)

    // the link works once
    const again = await client.get(route('auth.staff_invitations.show', { token })).withInertia()
    again.assertStatus(410)
    assert.isNull((again.inertiaProps as any).invitation)

    // /login as usual, then the dashboard: her one website, her first page (the bookings)
    const login = await client
      .post(route('auth.session.store'))
      .form({ email: 'rana.staff@example.com', password: 'secret123' })
      .withCsrfToken()
      .redirects(0)
    login.assertHeader('location', '/dashboard')
    const home = await client
      .get(route('dashboard.websites.index'))
      .withSession(login.session())
      .redirects(0)
    home.assertHeader('location', '/dashboard/demo')
    const overview = await client
      .get(route('dashboard.overview.show', { username: 'demo' }))
      .withSession(login.session())
      .redirects(0)
    overview.assertHeader('location', '/dashboard/demo/bookings')
    const bookings = await client
      .get(route('dashboard.bookings.index', { username: 'demo' }))
      .withInertia()
      .withSession(login.session())
    bookings.assertStatus(200)
    const shell = (bookings.inertiaProps as any).dashboard
    assert.deepEqual(shell.websites, [{ username: 'demo', name: 'مركز لمسة جمال', current: true }])
    // the navigation hides what reception cannot do
    assert.includeMembers(shell.hidden, [
      'dashboard.orders.index',
      'dashboard.products.index',
      'dashboard.staff.index',
      'dashboard.settings.edit',
    ])
    assert.notInclude(shell.hidden, 'dashboard.bookings.index')
  })

  test('a person with an account joins with their password and then has two websites', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel, owner } = await demoMerchant()
    const { mails } = mail.fake()
    await client
      .post(route('dashboard.staff.store', { username: 'demo' }))
      .json({ email: 'nakheel@safhati.sa', role: 'editor' })
      .withCsrfToken()
      .loginAs(owner)
    const [invitation] = mails.sent(
      (m) => m instanceof StaffInvitationMail
    ) as StaffInvitationMail[]
    const token = tokenOf(invitation.acceptUrl)
    const page = await client.get(route('auth.staff_invitations.show', { token })).withInertia()
    assert.isTrue((page.inertiaProps as any).invitation.hasAccount)

    const wrong = await client
      .post(route('auth.staff_invitations.store', { token }))
      .header('referer', route('auth.staff_invitations.show', { token }))
      .json({ password: 'not-the-password' })
      .withCsrfToken()
      .redirects(0)
    wrong.assertStatus(302)
    assert.equal(
      await db
        .from('website_memberships')
        .where('website_id', demo.id)
        .count('* as n')
        .first()
        .then((r) => Number(r.n)),
      0
    )

    const right = await client
      .post(route('auth.staff_invitations.store', { token }))
      .json({ password: 'safhati123' })
      .withCsrfToken()
      .redirects(0)
    right.assertHeader('location', '/login')
    const abdullah = await User.findByOrFail('email', 'nakheel@safhati.sa')
    const list = await client.get(route('dashboard.websites.index')).withInertia().loginAs(abdullah)
    list.assertInertiaComponent('dashboard/index')
    assert.sameMembers(
      (list.inertiaProps as any).websites.map((w: any) => w.username),
      [demo.username, nakheel.username]
    )
    // an editor of demo: its posts, not its orders
    const posts = await client
      .get(route('dashboard.posts.index', { username: 'demo' }))
      .loginAs(abdullah)
    posts.assertStatus(200)
    const orders = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .loginAs(abdullah)
    orders.assertStatus(404)
    // still the owner of their own website
    const own = await client
      .get(route('dashboard.orders.index', { username: nakheel.username }))
      .loginAs(abdullah)
    own.assertStatus(200)
  })

  test('refused invitations store nothing: the owner, a member, a branch role without its branch, another website’s branch', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, nakheel, owner } = await demoMerchant()
    mail.fake()
    const member = await memberOf(demo, 'editor')
    const foreign = await twoBranches(nakheel)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'demo@safhati.sa', role: 'manager' }, 'email'],
      [{ email: member.email, role: 'manager' }, 'email'],
      [{ email: 'new@example.com', role: 'branch_manager' }, 'branch_id'],
      [{ email: 'new@example.com', role: 'reception', branch_id: foreign.own.id }, 'branch_id'],
      [{ email: 'not-an-email', role: 'manager' }, 'email'],
      [{ email: 'new@example.com', role: 'owner' }, 'role'],
    ]
    for (const [body, field] of cases) {
      const response = await client
        .post(route('dashboard.staff.store', { username: 'demo' }))
        .header('referer', route('dashboard.staff.index', { username: 'demo' }))
        .withInertia()
        .json(body)
        .withCsrfToken()
        .loginAs(owner)
        .redirects(0)
      assert.include([302, 303], response.status(), JSON.stringify(body))
      // a validation error or a broken rule of the service: the field's Arabic message
      const flash = (response.flashMessages() ?? {}) as Record<string, any>
      const message = flash.inputErrorsBag?.[field]?.[0] ?? flash.errorsBag?.[field]
      assert.isString(message, JSON.stringify(body))
    }
    assert.lengthOf(await db.from('staff_invitations').where('website_id', demo.id), 0)
  })
})

test.group('Staff: roles on the dashboard and the API', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a branch manager sees and changes only their branch’s orders and bookings; the history names them', async ({
    client,
    route,
    assert,
  }) => {
    const { demo } = await demoMerchant()
    const { own, other } = await twoBranches(demo)
    const manager = await memberOf(demo, 'branch_manager', own.id)
    const customer = await customerOf(demo, 'ليلى', '0559990001')
    const mine = await orderOf(demo, customer)
    const theirs = await orderOf(demo, customer)
    await db.from('orders').where('id', mine.id).update({ branch_id: own.id })
    await db.from('orders').where('id', theirs.id).update({ branch_id: other.id })
    const myBooking = await bookingOf(demo, customer, { branchId: own.id })
    const theirBooking = await bookingOf(demo, customer, { branchId: other.id })

    const list = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .withInertia()
      .loginAs(manager)
    assert.deepEqual(
      (list.inertiaProps as any).orders.map((row: any) => row.id),
      [mine.id]
    )
    const bookings = await client
      .get(route('dashboard.bookings.index', { username: 'demo' }))
      .withInertia()
      .loginAs(manager)
    assert.deepEqual(
      (bookings.inertiaProps as any).bookings.map((row: any) => row.id),
      [myBooking.id]
    )
    for (const name of ['show', 'invoice'] as const) {
      const response = await client
        .get(route(`dashboard.orders.${name}`, { username: 'demo', id: theirs.id }))
        .loginAs(manager)
      response.assertStatus(404)
    }
    const foreignBooking = await client
      .get(route('dashboard.bookings.show', { username: 'demo', id: theirBooking.id }))
      .loginAs(manager)
    foreignBooking.assertStatus(404)
    const refused = await client
      .patch(route('dashboard.orders.update', { username: 'demo', id: theirs.id }))
      .json({ status: 'success' })
      .withCsrfToken()
      .loginAs(manager)
      .redirects(0)
    refused.assertStatus(404)
    assert.equal((await db.from('orders').where('id', theirs.id).first()).status, 'pending')

    const confirmed = await client
      .patch(route('dashboard.orders.update', { username: 'demo', id: mine.id }))
      .json({ status: 'success', paid: true, payment_method: 'cash' })
      .withCsrfToken()
      .loginAs(manager)
      .redirects(0)
    confirmed.assertStatus(302)
    const events = await db.from('purchase_events').where('order_id', mine.id).orderBy('id')
    assert.deepEqual(
      events.map((event) => [event.action, event.user_id, event.actor_name]),
      [
        ['success', manager.id, manager.name],
        ['paid', manager.id, manager.name],
      ]
    )
    // the order page shows who did it
    const page = await client
      .get(route('dashboard.orders.show', { username: 'demo', id: mine.id }))
      .withInertia()
      .loginAs(manager)
    // no delivery or refund for a branch manager: not offered
    assert.isNull((page.inertiaProps as any).delivery)
    assert.equal((page.inertiaProps as any).payment.refundable, 0)
    const history = (page.inertiaProps as any).order.history
    assert.deepEqual(
      history.map((entry: any) => entry.actorName),
      [manager.name, manager.name]
    )
    // their branch's hours, not the other's, and no new branch
    const branches = await client
      .get(route('dashboard.branches.index', { username: 'demo' }))
      .withInertia()
      .loginAs(manager)
    assert.deepEqual(
      (branches.inertiaProps as any).branches.map((row: any) => row.id),
      [own.id]
    )
    const otherBranch = await client
      .get(route('dashboard.branches.edit', { username: 'demo', id: other.id }))
      .loginAs(manager)
    otherBranch.assertStatus(404)
    const ownBranch = await client
      .get(route('dashboard.branches.edit', { username: 'demo', id: own.id }))
      .loginAs(manager)
    ownBranch.assertStatus(200)
    const create = await client
      .get(route('dashboard.branches.create', { username: 'demo' }))
      .loginAs(manager)
    create.assertStatus(404)
  })

  test('a manager runs the website but not the staff, the keys, the webhooks or the payments', async ({
    client,
    route,
  }) => {
    const { demo } = await demoMerchant()
    const manager = await memberOf(demo, 'manager')
    for (const name of [
      'dashboard.overview.show',
      'dashboard.orders.index',
      'dashboard.products.index',
      'dashboard.posts.index',
      'dashboard.settings.edit',
    ]) {
      const response = await client.get(route(name, { username: 'demo' })).loginAs(manager)
      response.assertStatus(200)
    }
    for (const name of [
      'dashboard.staff.index',
      'dashboard.api_keys.index',
      'dashboard.webhooks.index',
      'dashboard.payments.show',
    ]) {
      const response = await client.get(route(name, { username: 'demo' })).loginAs(manager)
      response.assertStatus(404)
    }
  })

  test('a changed role applies at the next request', async ({ client, route }) => {
    const { demo, owner } = await demoMerchant()
    const person = await memberOf(demo, 'editor')
    const member = await WebsiteMembership.findByOrFail('user_id', person.id)
    const before = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .loginAs(person)
    before.assertStatus(404)
    const changed = await client
      .put(route('dashboard.staff.update', { username: 'demo', id: member.id }))
      .json({ role: 'manager' })
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    changed.assertStatus(302)
    const after = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .loginAs(person)
    after.assertStatus(200)
  })

  test('removal ends the person’s sessions, tokens and keys at once', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const person = await memberOf(demo, 'manager')
    const member = await WebsiteMembership.findByOrFail('user_id', person.id)
    const login = await client
      .post(route('auth.session.store'))
      .form({ email: person.email, password: 'secret123' })
      .withCsrfToken()
      .redirects(0)
    login.assertHeader('location', '/dashboard')
    assert.equal(login.session()[SESSION_VERSION_KEY], person.sessionVersion)
    const open = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .withSession(login.session())
    open.assertStatus(200)
    await User.accessTokens.create(person)
    // a key they made (as the API's keys need the keys' holder, it stops with them anyway)
    const key = await ApiKeys.create(demo, person, { name: 'old', scopes: ['orders:read'] })

    const removed = await client
      .delete(route('dashboard.staff.destroy', { username: 'demo', id: member.id }))
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    removed.assertStatus(302)
    assert.isNull(await WebsiteMembership.find(member.id))

    const after = await client
      .get(route('dashboard.orders.index', { username: 'demo' }))
      .withSession(login.session())
      .redirects(0)
    after.assertStatus(302)
    after.assertHeader('location', '/login')
    assert.lengthOf(await db.from('merchant_access_tokens').where('tokenable_id', person.id), 0)
    assert.isNotNull((await db.from('api_keys').where('id', key.id).first()).revoked_at)
  })

  test('the merchant API checks the same table: a key whose maker may not hold keys is refused', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const manager = await memberOf(demo, 'manager')
    const theirs = await ApiKeys.create(demo, manager, { name: 'm', scopes: ['orders:read'] })
    const mine = await ApiKeys.create(demo, owner, { name: 'o', scopes: ['orders:read'] })
    const refused = await client
      .get('/api/v1/merchant/orders')
      .header('authorization', `Bearer ${theirs.value}`)
    refused.assertStatus(401)
    const allowed = await client
      .get('/api/v1/merchant/orders')
      .header('authorization', `Bearer ${mine.value}`)
    allowed.assertStatus(200)
    assert.isArray(allowed.body().data)
  })

  test('the staff page is the owner’s: a manager finds nothing there', async ({
    client,
    route,
  }) => {
    const { demo, owner } = await demoMerchant()
    const manager = await memberOf(demo, 'manager')
    const member = await WebsiteMembership.findByOrFail('user_id', manager.id)
    const page = await client
      .get(route('dashboard.staff.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    page.assertInertiaComponent('dashboard/staff/index')
    const removeSelf = await client
      .delete(route('dashboard.staff.destroy', { username: 'demo', id: member.id }))
      .withCsrfToken()
      .loginAs(manager)
      .redirects(0)
    removeSelf.assertStatus(404)
  })

  test('the live channel: the owner and a manager hear the orders, a branch role and an editor do not', async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const { own } = await twoBranches(demo)
    const subscribe = async (user: User) =>
      (
        await client
          .post('/__transmit/subscribe')
          .json({ uid: randomUUID(), channel: LiveChannels.website(demo.id) })
          .withCsrfToken()
          .loginAs(user)
          .redirects(0)
      ).status()
    assert.equal(await subscribe(owner), 204)
    assert.equal(await subscribe(await memberOf(demo, 'manager')), 204)
    assert.equal(await subscribe(await memberOf(demo, 'branch_manager', own.id)), 400)
    assert.equal(await subscribe(await memberOf(demo, 'reception', own.id)), 400)
    assert.equal(await subscribe(await memberOf(demo, 'editor')), 400)
  })

  test("the branch channels: a branch's staff hear their branch's kinds only, nobody else's", async ({
    client,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const { own, other } = await twoBranches(demo)
    const subscribe = async (user: User, channel: string) =>
      (
        await client
          .post('/__transmit/subscribe')
          .json({ uid: randomUUID(), channel })
          .withCsrfToken()
          .loginAs(user)
          .redirects(0)
      ).status()
    const branchManager = await memberOf(demo, 'branch_manager', own.id)
    const reception = await memberOf(demo, 'reception', own.id)
    const orders = (branchId: number) => LiveChannels.branch(demo.id, branchId, 'order')
    const bookings = (branchId: number) => LiveChannels.branch(demo.id, branchId, 'booking')
    assert.equal(await subscribe(branchManager, orders(own.id)), 204)
    assert.equal(await subscribe(branchManager, bookings(own.id)), 204)
    assert.equal(await subscribe(branchManager, orders(other.id)), 400)
    assert.equal(await subscribe(reception, bookings(own.id)), 204)
    // reception has no orders side
    assert.equal(await subscribe(reception, orders(own.id)), 400)
    assert.equal(await subscribe(reception, bookings(other.id)), 400)
    // the owner and the managers hear every branch on the website's own channel
    assert.equal(await subscribe(owner, orders(own.id)), 400)
    assert.equal(await subscribe(await memberOf(demo, 'editor'), bookings(own.id)), 400)
    const stranger = await memberOf(
      await Website.findByOrFail('username', 'nakheel'),
      'branch_manager',
      own.id
    )
    assert.equal(await subscribe(stranger, orders(own.id)), 400)
    // the dashboard tells each person's page which channels to open
    const shell = async (user: User) => {
      const page = await client.get('/dashboard/demo/bookings').withInertia().loginAs(user)
      return page.inertiaProps.dashboard as { live: string[] }
    }
    assert.deepEqual((await shell(branchManager)).live, [orders(own.id), bookings(own.id)])
    assert.deepEqual((await shell(reception)).live, [bookings(own.id)])
    assert.deepEqual((await shell(owner)).live, [LiveChannels.website(demo.id)])
  })
})
