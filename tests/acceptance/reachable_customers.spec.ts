// Reachable customers on the built app at 390 px (issue 36 item 2): a shopper signs up with a mobile
// and orders; the merchant calls or writes on WhatsApp from the order; a shopper signs in by SMS code.
/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import Customer from '#models/customer'
import Order from '#models/order'
import Website from '#models/website'
import { urlOf } from '#tests/acceptance/support/server'
import {
  hydrated,
  newVisitor,
  open,
  overflow,
  shoot,
  type Visitor,
} from '#tests/acceptance/support/journey_browser'
import {
  addToCartFromCatalogue,
  checkOut,
  visitStore,
} from '#tests/acceptance/support/journey_customer'
import { DEMO } from '#tests/acceptance/support/cast'
import { FAKE_TAQNYAT, TaqnyatFake } from '#tests/functional/sms/taqnyat_fake'

const RUN = Date.now().toString(36)
const PRODUCT = 'سيروم فيتامين سي 30 مل'

/** A mobile of its own for this run, as a Saudi phone types it (Arabic-Indic digits, +966). */
const digits = String(Date.now() % 1e8).padStart(8, '0')
const MOBILE = `05${digits}`
const TYPED = `+٩٦٦ ٥${[...digits].map((d) => String.fromCharCode(0x0660 + Number(d))).join('')}`

/** The height and width of an element as the phone shows it. */
async function size(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not shown`)
  return box
}

test.group('Acceptance: reachable customers', (group) => {
  const visitors: Visitor[] = []
  const sms = new TaqnyatFake()
  const buyer = { name: 'هيفاء الدوسري', email: `haifa.${RUN}@example.com` }
  group.setup(async () => {
    await sms.start(Number(process.env.ACCEPTANCE_SMS_PORT))
    return async () => {
      for (const visitor of visitors) await visitor.context.close()
      await sms.stop()
    }
  })

  test('a shopper signs up with a mobile and orders; the merchant calls or writes on WhatsApp', async ({
    browser,
    assert,
  }) => {
    const shopper = await newVisitor(browser)
    visitors.push(shopper)
    const { page } = shopper

    await addToCartFromCatalogue(page, DEMO.site, PRODUCT)
    await visitStore(page, `/o/${DEMO.site}/signup`)
    assert.equal(await page.getAttribute('#mobile', 'inputmode'), 'tel')
    await page.fill('#name', buyer.name)
    await page.fill('#mobile', TYPED)
    await page.fill('#email', buyer.email)
    await page.fill('#password', 'secret123')
    await shoot(page, 'mobile-signup')
    await page.click('button[type="submit"]:has-text("إنشاء حساب")')
    await page.waitForURL((url) => url.pathname === `/o/${DEMO.site}`)

    // the store's floating WhatsApp button: Arabic name, thumb-sized, clear of the header's cart
    const whatsapp = page.locator('a.store-whatsapp')
    await whatsapp.waitFor()
    assert.match((await whatsapp.getAttribute('aria-label'))!, /^تواصل مع .+ عبر واتساب$/)
    assert.match((await whatsapp.getAttribute('href'))!, /^https:\/\/wa\.me\/9665\d{8}$/)
    const button = await size(page, 'a.store-whatsapp')
    assert.isAtLeast(button.height, 44)
    assert.isAtLeast(button.width, 44)
    const cart = await page.locator('a[href$="/cart"]').first().boundingBox()
    if (cart) {
      const apart =
        button.x >= cart.x + cart.width ||
        cart.x >= button.x + button.width ||
        button.y >= cart.y + cart.height ||
        cart.y >= button.y + button.height
      assert.isTrue(apart, 'the WhatsApp button covers the cart')
    }
    assert.equal(await overflow(page), 0)
    await shoot(page, 'mobile-store-whatsapp')

    await checkOut(page, DEMO.site, PRODUCT)
    const demo = await Website.findByOrFail('username', DEMO.site)
    const account = await Customer.query()
      .where('website_id', demo.id)
      .where('email', buyer.email)
      .firstOrFail()
    assert.equal(account.phone, MOBILE)
    const order = await Order.query().where('customer_id', account.id).firstOrFail()
    assert.equal(order.customerMobile, MOBILE)

    const merchant = await newVisitor(browser)
    visitors.push(merchant)
    const desk = merchant.page
    await desk.goto(urlOf('/login'))
    await desk.fill('#login-email', DEMO.merchant)
    await desk.fill('#login-password', DEMO.password)
    await desk.click('button[type="submit"]')
    await desk.waitForURL('**/dashboard/**')
    assert.equal(await open(desk, `/dashboard/${DEMO.site}/orders/${order.id}`), 200)
    await hydrated(desk)
    const international = `966${MOBILE.slice(1)}`
    const call = desk.locator('a.dash-reach-btn', { hasText: 'اتصال' })
    const chat = desk.locator('a.dash-reach-btn', { hasText: 'واتساب' })
    assert.equal(await call.getAttribute('href'), `tel:+${international}`)
    assert.equal(await chat.getAttribute('href'), `https://wa.me/${international}`)
    for (const link of [call, chat]) {
      const box = (await link.boundingBox())!
      assert.isAtLeast(box.height, 44)
      assert.isAtLeast(box.width, 44)
    }
    assert.equal(await overflow(desk), 0)
    await shoot(desk, 'mobile-order-reach')
  }).timeout(240_000)

  test('a shopper signs in with a code sent by SMS', async ({ browser, assert }) => {
    const shopper = await newVisitor(browser)
    visitors.push(shopper)
    const { page } = shopper

    await visitStore(page, `/o/${DEMO.site}/login`)
    await page.click('a:has-text("الدخول برمز دون كلمة مرور")')
    await page.waitForURL('**/login/code')
    await hydrated(page)
    assert.isTrue(await page.locator('input[name="channel"][value="sms"]').isChecked())
    await page.fill('#mobile', TYPED)
    await shoot(page, 'mobile-code-ask')
    await page.click('button[type="submit"]:has-text("أرسل الرمز")')
    await page.locator('#code').waitFor()

    const message = sms.lastTo(`966${MOBILE.slice(1)}`)
    assert.exists(message, 'no SMS reached the fake')
    assert.equal(message!.sender, FAKE_TAQNYAT.sender)
    assert.include(message!.body, 'رمز الدخول إلى')
    const code = /(\d{6})/.exec(message!.body)![1]
    assert.equal(await page.getAttribute('#code', 'inputmode'), 'numeric')
    assert.equal(await page.getAttribute('#code', 'autocomplete'), 'one-time-code')
    await page.fill('#code', code)
    await shoot(page, 'mobile-code-type')
    await page.click('button[type="submit"]:has-text("دخول")')
    await page.waitForURL((url) => url.pathname === `/o/${DEMO.site}`)
    assert.equal(await open(page, `/o/${DEMO.site}/profile`), 200)
    await page.locator('main', { hasText: buyer.name }).waitFor()
    assert.equal(await overflow(page), 0)
  }).timeout(120_000)
})
