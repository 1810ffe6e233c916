/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import Website from '#models/website'
import WebsiteMembership from '#models/website_membership'
import StaffInvitationMail from '#mails/staff_invitation_mail'
import { UserFactory } from '#database/factories/user_factory'
import { overflow, signIn } from './dashboard_helpers.js'

const shot = (name: string) => ({ path: `tmp/screenshots/staff-${name}.png`, fullPage: true })

test.group('Browser: dashboard staff', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('the owner invites a receptionist of a branch on a phone; an editor sees only the content', async ({
    visit,
    assert,
  }) => {
    const { mails } = mail.fake()
    const demo = await Website.findByOrFail('username', 'demo')
    const editor = await UserFactory.merge({ name: 'هند المحررة', password: 'safhati123' }).create()
    await WebsiteMembership.create({ websiteId: demo.id, userId: editor.id, role: 'editor' })

    const page = await signIn(visit, 'demo@safhati.sa')
    await page.goto('/dashboard/demo/staff')
    await page.waitForLoadState('networkidle')
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    assert.equal(await page.textContent('main h1'), 'فريق العمل')
    assert.include(await page.textContent('main'), 'هند المحررة')

    await page.fill('#email', 'reem.reception@example.com')
    await page.selectOption('#invite-role', 'reception')
    await page.selectOption('#invite-branch', { index: 1 })
    await page.click('button:has-text("إرسال الدعوة")')
    await page.waitForSelector('text=أرسلنا الدعوة إلى reem.reception@example.com')
    assert.include(await page.textContent('main'), 'reem.reception@example.com')
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('index-390'))

    // the invitee opens the e-mail's link, sets a password and is sent to /login
    const [sent] = mails.sent((m) => m instanceof StaffInvitationMail) as StaffInvitationMail[]
    await page.context().clearCookies()
    const accept = await visit(new URL(sent.acceptUrl).pathname)
    assert.include(await accept.textContent('main'), 'الانضمام إلى فريق مركز لمسة جمال')
    await accept.fill('#invite-name', 'ريم')
    await accept.fill('#invite-phone', '0551234567')
    await accept.fill('#invite-password', 'secret123')
    await accept.fill('#invite-password-confirmation', 'secret123')
    assert.isAtMost(await overflow(accept), 0)
    await accept.screenshot(shot('accept-390'))
    await accept.click('button[type="submit"]')
    await accept.waitForURL('**/login')

    // the editor: the navigation offers the content, not the orders nor the team
    await accept.context().clearCookies()
    const other = await signIn(visit, editor.email)
    await other.goto('/dashboard/demo/posts')
    await other.waitForLoadState('networkidle')
    const nav = await other.textContent('#dash-nav')
    assert.include(nav, 'المحتوى')
    assert.notInclude(nav, 'الطلبات')
    assert.notInclude(nav, 'فريق العمل')
    await other.screenshot(shot('editor-posts-390'))
  }).timeout(120_000)
})
