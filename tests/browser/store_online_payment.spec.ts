/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Customer from '#models/customer'
import Order from '#models/order'
import Website from '#models/website'
import { hydrated, overflow, signIn } from './dashboard_helpers.js'
import { chooseFirstBranch, signUp } from './store_helpers.js'
import { connect, fake, useFakeGateway } from '#tests/functional/payments/payment_helpers'
import { GOOD_CARD } from '#tests/functional/payments/moyasar_fake'
import env from '#start/env'

/**
 * The customer's pages at the app's public address (APP_URL): the gateway sends the browser back to
 * the callback there, and the session cookie must be the one of that same origin.
 */
const atAppUrl = (path: string) =>
  new URL(path, env.get('APP_URL') ?? `http://127.0.0.1:${env.get('PORT')}`).href

const shot = (name: string) => ({
  path: `tmp/screenshots/online-payment-${name}-390.png`,
  fullPage: true,
})

/**
 * On a phone (390x844): a customer orders, picks the card, types it into our card form (posted to the
 * fake Moyasar by the browser), passes the fake's 3-D Secure page and comes back to a paid order; the
 * merchant then refunds half of it from the order's page. The callback address is absolute (APP_URL),
 * so the customer browses at that address.
 */
test.group('Browser: an order paid by card and half refunded', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('card through 3-D Secure, then the merchant refunds half', async ({ visit, assert }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    await connect(demo)

    const page = await visit(atAppUrl('/o/demo/signup'))
    await chooseFirstBranch(page)
    await signUp(page, 'لمى القحطاني', 'lama.card@example.com')
    await page.goto(atAppUrl('/o/demo/product/vitamin-c-serum'))
    await chooseFirstBranch(page)
    await page.click('.add-to-cart button[type="submit"]')
    await page.locator('.cart-banner').waitFor()
    await page.goto(atAppUrl('/o/demo/checkout/shipping'))
    await page.fill('#city', 'جدة')
    await page.fill('#district', 'حي الشاطئ')
    await page.fill('#street', 'طريق الكورنيش')
    await page.fill('#short_address', 'jsha1234')
    await page.click('.address-form button[type="submit"]')
    await page.locator('.address-card.chosen').waitFor()
    await page.click('button:has-text("التالي")')
    await page.waitForURL('**/checkout/payment')

    await page.click('label.payment-method:has-text("بطاقة مدى")')
    await page.screenshot(shot('method'))
    await page.click('button[type="submit"]:has-text("الانتقال إلى الدفع")')
    await page.waitForURL('**/orders/*/pay')
    assert.equal(await overflow(page), 0)

    const customer = await Customer.findByOrFail('email', 'lama.card@example.com')
    const order = await Order.query()
      .where('customer_id', customer.id)
      .preload('bill')
      .firstOrFail()
    assert.equal(order.bill.status, 'unpaid')

    await page.fill('#card_name', 'Lama Alqahtani')
    await page.fill('#card_number', GOOD_CARD)
    await page.fill('#card_expiry', '12/30')
    await page.fill('#card_cvc', '123')
    await page.screenshot(shot('card-form'))
    await page.click('button[type="submit"]:has-text("ادفع بالبطاقة")')
    // the fake's 3-D Secure page (another origin), then back to our callback and the order
    await page.waitForURL(`${fake.base}/3ds/**`)
    await page.screenshot(shot('3ds'))
    await page.click('#pass')
    await page.waitForURL(`**/o/demo/orders/${order.id}`)
    await page.locator('.payment-box:has-text("مدفوع")').waitFor()
    await page.screenshot(shot('paid'))
    assert.equal(await overflow(page), 0)
    await order.bill.refresh()
    assert.equal(order.bill.status, 'paid')
    assert.equal(order.bill.paymentMethod, 'card')

    // the merchant refunds half from the order's page
    const desk = await signIn(visit, 'demo@safhati.sa')
    await desk.goto(`/dashboard/demo/orders/${order.id}`)
    await hydrated(desk)
    const half = Math.floor(order.total / 2)
    await desk.fill('#refund_amount', (half / 100).toFixed(2))
    desk.once('dialog', (dialog: any) => dialog.accept())
    await desk.click('.payment-box button[type="submit"]')
    await desk.locator(`text=تم استرداد ${(half / 100).toFixed(2)} ر.س إلى العميل.`).waitFor()
    await desk.screenshot(shot('refunded'))
    assert.equal(await overflow(desk), 0)
    await order.bill.refresh()
    assert.equal(order.bill.refunded, half)
    assert.equal([...fake.payments.values()][0].refunded, half)

    // the customer's order page says what came back
    await page.reload()
    await page.locator('.payment-box:has-text("تم استرداد")').waitFor()
  })
})
