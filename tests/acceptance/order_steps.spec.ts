// A journey on the built app at 390 px: the merchant takes an order through every fulfilment step, the
// customer follows it on the order's page and gets a mail at each step (issue 36 item 5).
/// <reference lib="dom" />
import { test } from '@japa/runner'
import Order from '#models/order'
import Website from '#models/website'
import { serverMails, urlOf } from '#tests/acceptance/support/server'
import {
  chooseFirstBranch,
  hydrated,
  newVisitor,
  open,
  overflow,
  shoot,
  type Visitor,
} from '#tests/acceptance/support/journey_browser'
import { customerOf, orderOf } from '#tests/functional/dashboard/purchase_helpers'

const RUN = Date.now().toString(36)

/** Whether the server's log shows a mail to the address with the subject, within 20 s (the job runners). */
async function mailed(email: string, subject: string) {
  const until = Date.now() + 20_000
  while (Date.now() < until) {
    if (serverMails().some((m) => m.to.includes(email) && m.subject === subject)) return true
    await new Promise((done) => setTimeout(done, 200))
  }
  return false
}

test.group('Acceptance journey: an order step by step', (group) => {
  const visitors: Visitor[] = []
  group.teardown(async () => {
    for (const visitor of visitors) await visitor.context.close()
  })

  test('the merchant moves the order one step at a time; the customer sees the timeline', async ({
    browser,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const email = `steps.${RUN}@example.com`
    // password 'secret123' (the customer factory's)
    const customer = await customerOf(demo, 'هيا القحطاني', '0553217654', email)
    const order = await orderOf(demo, customer)

    const merchant = await newVisitor(browser)
    const shopper = await newVisitor(browser)
    visitors.push(merchant, shopper)
    const { page } = merchant
    await page.goto(urlOf('/login'))
    await page.fill('#login-email', 'demo@safhati.sa')
    await page.fill('#login-password', 'safhati123')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard/**')

    assert.equal(await open(page, `/dashboard/demo/orders/${order.id}`), 200)
    await hydrated(page)
    await page.locator('h1', { hasText: `طلب رقم ${order.number}` }).waitFor()
    const moves = page.locator('.order-steps-moves button')
    // every step ahead is offered; each button is a phone's 44 px target, as wide as the card
    assert.deepEqual(await moves.allTextContents(), [
      'تأكيد الطلب',
      'بدء التجهيز',
      'جاهز للاستلام',
      'خرج للتوصيل',
      'تم التسليم',
    ])
    for (const box of await Promise.all((await moves.all()).map((b) => b.boundingBox()))) {
      assert.isAtLeast(box!.height, 44)
      assert.isAtLeast(box!.width, 200)
    }
    assert.isAtMost(await overflow(page), 0)
    await shoot(page, 'order-steps-new')

    const walk = [
      ['تأكيد الطلب', 'تم التأكيد', `تم تأكيد طلبك رقم ${order.number}`],
      ['بدء التجهيز', 'قيد التجهيز', `طلبك رقم ${order.number} قيد التجهيز`],
      ['خرج للتوصيل', 'في الطريق إليك', `طلبك رقم ${order.number} في الطريق إليك`],
      ['تم التسليم', 'تم التسليم', `تم تسليم طلبك رقم ${order.number}`],
    ] as const
    for (const [button, label, subject] of walk) {
      await page.click(`.order-steps-moves button:has-text("${button}")`)
      await page.locator('.toast', { hasText: `طلب رقم ${order.number}: ${label}.` }).waitFor()
      await page.locator('.order-timeline li.is-current', { hasText: label }).waitFor()
      // the customer's mail of this step, sent by the server's job runners
      assert.isTrue(await mailed(email, subject), subject)
    }
    // delivered is the spec's completion: no step is left, the status reads completed
    assert.equal(await moves.count(), 0)
    await page.locator('.dash-purchase-state .ui-badge-success:has-text("مكتمل")').waitFor()
    assert.include(await page.locator('.dash-history').textContent(), 'قيد التجهيز')
    assert.isAtMost(await overflow(page), 0)
    await shoot(page, 'order-steps-delivered')
    await order.refresh()
    assert.deepInclude(order.serialize(), { status: 'success', fulfilmentStep: 'delivered' })

    // the orders list shows the step and filters by it
    assert.equal(await open(page, '/dashboard/demo/orders?step=delivered'), 200)
    await hydrated(page)
    const row = page.locator('.dash-purchases tr', { hasText: 'هيا القحطاني' })
    await row.waitFor()
    assert.include(await row.textContent(), 'تم التسليم')
    assert.equal(await page.inputValue('#filter-step'), 'delivered')
    assert.isAtMost(await overflow(page), 0)

    // the customer signs in and follows the order on its page
    const shop = shopper.page
    await shop.goto(urlOf('/o/demo/login'))
    await hydrated(shop)
    await chooseFirstBranch(shop)
    await shop.fill('#email', email)
    await shop.fill('#password', 'secret123')
    await shop.click('button[type="submit"].btn-primary')
    await shop.waitForURL((url: URL) => !url.pathname.endsWith('/login'))
    assert.equal(await open(shop, `/o/demo/orders/${order.id}`), 200)
    await hydrated(shop)
    const steps = shop.locator('.order-timeline li')
    assert.deepEqual(await shop.locator('.order-timeline li strong').allTextContents(), [
      'تم التأكيد',
      'قيد التجهيز',
      'في الطريق إليك',
      'تم التسليم',
    ])
    assert.equal(await shop.locator('.order-timeline li.is-done').count(), 4)
    assert.equal(await steps.last().getAttribute('aria-current'), 'step')
    // when, never who: the staff's names stay on the dashboard
    assert.notInclude(await shop.locator('.order-timeline').textContent(), '·')
    assert.include(await shop.locator('main').textContent(), `طلب رقم ${order.number}`)
    assert.isAtMost(await overflow(shop), 0)
    await shoot(shop, 'order-steps-customer')
    assert.equal((await Order.findOrFail(order.id)).fulfilmentStep, 'delivered')
    assert.deepEqual(merchant.problems, [])
    assert.deepEqual(shopper.problems, [])
  }).timeout(120_000)
})
