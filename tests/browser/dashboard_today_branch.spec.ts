/// <reference lib="dom" />
// A branch manager's phone at 390 px: their branch's new orders arrive live on the today board, another branch's never.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Website from '#models/website'
import WebsiteMembership from '#models/website_membership'
import { UserFactory } from '#database/factories/user_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { purchasePlaced } from '#services/dashboard/purchase_desk'
import { orderOf } from '#tests/functional/dashboard/purchase_helpers'
import { twoBranches } from '#tests/functional/staff/staff_helpers'
import { overflow, signIn } from '#tests/browser/dashboard_helpers'

test.group('Browser: the today board of a branch, live', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test("a branch manager hears their branch's new order live, and nothing of another branch", async ({
    visit,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const { own, other } = await twoBranches(demo)
    const manager = await UserFactory.merge({ name: 'سعد', password: 'safhati123' }).create()
    await WebsiteMembership.create({
      websiteId: demo.id,
      userId: manager.id,
      role: 'branch_manager',
      branchId: own.id,
    })
    const hind = await CustomerFactory.merge({ websiteId: demo.id, name: 'هند السبيعي' }).create()

    const page = await signIn(visit, manager.email)
    const subscribed: string[] = []
    page.on('request', (request: any) => {
      if (request.url().includes('/__transmit/subscribe')) {
        subscribed.push(JSON.parse(request.postData() ?? '{}').channel)
      }
    })
    await page.goto('/dashboard/demo/today')
    await page.locator('main h1:has-text("اليوم")').waitFor()
    // the branch's two channels (orders, bookings), never the website's own
    await page.waitForResponse((r: any) => r.url().includes('/__transmit/subscribe'))
    await page.waitForTimeout(300)
    // the page signed in on opened them too: each channel counts once
    assert.sameMembers(
      [...new Set(subscribed)],
      [
        `dashboard/websites/${demo.id}/branches/${own.id}/orders`,
        `dashboard/websites/${demo.id}/branches/${own.id}/bookings`,
      ]
    )

    const elsewhere = await orderOf(demo, hind, { hoursAgo: 0 })
    elsewhere.branchId = other.id
    await elsewhere.save()
    await purchasePlaced(demo.id, 'order', elsewhere.id)
    const mine = await orderOf(demo, hind, { hoursAgo: 0 })
    mine.branchId = own.id
    await mine.save()
    await purchasePlaced(demo.id, 'order', mine.id)

    await page
      .locator('.toast', { hasText: `طلب جديد رقم ${mine.number} من هند السبيعي` })
      .waitFor({ timeout: 10000 })
    await page
      .locator('section[aria-labelledby="today-orders"] .today-card', {
        hasText: `طلب رقم ${mine.number}`,
      })
      .waitFor({ timeout: 10000 })
    // the other branch's order was announced first, on its own channel: nothing of it here
    assert.notInclude(await page.textContent('body'), `رقم ${elsewhere.number} `)
    assert.equal(
      await page.locator('.toast', { hasText: `طلب جديد رقم ${elsewhere.number}` }).count(),
      0
    )
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot({ path: 'tmp/screenshots/today-branch-live-390.png', fullPage: true })
  })
})
