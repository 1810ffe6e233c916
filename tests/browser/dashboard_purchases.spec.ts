/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Order from '#models/order'
import Website from '#models/website'
import { CustomerFactory } from '#database/factories/customer_factory'
import { AddressFactory } from '#database/factories/address_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { PASSWORD } from '#database/factories/support'
import { BookingFactory } from '#database/factories/booking_factory'

const shot = (name: string) => ({
  path: `tmp/screenshots/purchases-${name}-390.png`,
  fullPage: true,
})

async function overflow(page: any): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
}

/**
 * Two people at once: demo's merchant with the dashboard open on a phone, and a customer who orders on
 * /o/demo in another browser. The merchant gets the live toast without reloading, confirms the order,
 * and the customer's order page says it is completed.
 */
test.group('Browser: the merchant runs the orders live', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a new order appears as a toast; confirmed, the customer sees it', async ({
    visit,
    browser,
    assert,
  }) => {
    // the customer, with an address and a product in the cart, ready to confirm
    const demo = await Website.findByOrFail('username', 'demo')
    const customer = await CustomerFactory.merge({
      websiteId: demo.id,
      name: 'نوره الدوسري',
      email: 'noura.live@example.com',
      phone: '0557776655',
    }).create()
    const address = await AddressFactory.merge({
      websiteId: demo.id,
      customerId: customer.id,
      country: 'SA',
      city: 'الرياض',
      district: 'حي النرجس',
      street: 'شارع عثمان بن عفان',
      shortAddress: 'RNRA4321',
    }).create()
    const cart = await CartFactory.merge({
      websiteId: demo.id,
      customerId: customer.id,
      addressId: address.id,
    }).create()
    const product = await demo.related('products').query().where('is_active', true).firstOrFail()
    await CartItemFactory.merge({
      websiteId: demo.id,
      cartId: cart.id,
      productId: product.id,
      quantity: 1,
    }).create()

    // the merchant signs in and opens the orders page
    const merchant = await visit('/login')
    await merchant.fill('#login-email', 'demo@safhati.sa')
    await merchant.fill('#login-password', 'safhati123')
    await merchant.click('button[type="submit"]')
    await merchant.waitForURL('**/dashboard/**')
    await merchant.goto('/dashboard/demo/orders')
    await merchant.locator('main h1:has-text("الطلبات")').waitFor()
    assert.include(await merchant.textContent('main'), 'لا توجد طلبات هنا')
    // the live channel is open before the customer orders
    await merchant.waitForResponse((r: any) => r.url().includes('/__transmit/subscribe'), {
      timeout: 10000,
    })
    const origin = new URL(merchant.url()).origin

    // the customer, in another browser, confirms the order
    const customerContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'ar-SA',
    })
    const shopper = await customerContext.newPage()
    await shopper.goto(`${origin}/o/demo/login`)
    const dialog = shopper.locator('.branch-dialog')
    if (await dialog.count()) {
      await dialog.locator('.branch-option').first().click()
      await dialog.waitFor({ state: 'detached' })
    }
    await shopper.fill('#email', 'noura.live@example.com')
    await shopper.fill('#password', PASSWORD)
    await shopper.click('button[type="submit"].btn-primary')
    await shopper.waitForURL((url: URL) => !url.pathname.endsWith('/login'))
    await shopper.goto(`${origin}/o/demo/checkout/payment`)
    await shopper.click('button[type="submit"]:has-text("تأكيد الطلب")')
    await shopper.waitForURL('**/checkout/success/*')
    const order = await Order.query().where('customer_id', customer.id).firstOrFail()

    // the merchant's open page: the toast, the new row and the counters, without a reload
    const toast = merchant.locator('.toast', {
      hasText: `طلب جديد رقم ${order.number} من نوره الدوسري`,
    })
    await toast.waitFor({ timeout: 10000 })
    await merchant.locator('.dash-purchases', { hasText: 'نوره الدوسري' }).waitFor()
    assert.equal(await merchant.textContent('[data-counter="pending"]'), '1')
    assert.include(await merchant.textContent('.dash-badge'), '1')
    assert.isAtMost(await overflow(merchant), 0)
    await merchant.screenshot(shot('list-toast'))

    // the merchant confirms it from its page
    await merchant.click(`a.dash-purchase-link:text-is("${order.number}")`)
    await merchant.waitForURL(`**/dashboard/demo/orders/${order.id}`)
    assert.isAtMost(await overflow(merchant), 0)
    await merchant.screenshot(shot('detail'))
    // its fulfilment steps (issue 36): confirmed, then delivered at once (a skip forward)
    await merchant.click('.order-steps-moves button:has-text("تأكيد الطلب")')
    await merchant.locator('.toast', { hasText: `طلب رقم ${order.number}: تم التأكيد.` }).waitFor()
    await merchant.locator('.dash-history', { hasText: 'تم التأكيد' }).waitFor()
    await merchant.screenshot(shot('detail-confirmed'))
    await order.refresh()
    assert.equal(order.status, 'pending')
    await merchant.click('.order-steps-moves button:has-text("تم التسليم")')
    await merchant.locator('.toast', { hasText: `طلب رقم ${order.number}: تم التسليم.` }).waitFor()
    await order.refresh()
    assert.equal(order.status, 'success')

    // the customer's order page says so
    await shopper.goto(`${origin}/o/demo/orders/${order.id}`)
    assert.include(await shopper.textContent('main'), 'مكتمل')
    await shopper.screenshot(shot('customer-confirmed'))
    await customerContext.close()
  })

  test('the bookings list and a booking on a phone: no sideways scroll, then cancelled', async ({
    visit,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const customer = await CustomerFactory.merge({
      websiteId: demo.id,
      name: 'لمى الشمري',
      email: 'lama.live@example.com',
      phone: '0553334444',
    }).create()
    const booking = await BookingFactory.merge({ websiteId: demo.id, customerId: customer.id })
      .with('items', 1, (item) => item.merge({ websiteId: demo.id, serviceName: 'تنظيف البشرة' }))
      .with('bill', 1, (bill) => bill.merge({ websiteId: demo.id, paymentMethod: 'on_arrive' }))
      .create()

    const merchant = await visit('/login')
    await merchant.fill('#login-email', 'demo@safhati.sa')
    await merchant.fill('#login-password', 'safhati123')
    await merchant.click('button[type="submit"]')
    await merchant.waitForURL('**/dashboard/**')
    await merchant.goto('/dashboard/demo/bookings')
    await merchant.locator('.dash-purchases', { hasText: 'لمى الشمري' }).waitFor()
    assert.include(await merchant.textContent('main'), booking.reservationCode)
    assert.isAtMost(await overflow(merchant), 0)
    await merchant.screenshot(shot('bookings-list'))

    await merchant.click(`a.dash-purchase-link:text-is("${booking.number}")`)
    await merchant.waitForURL(`**/dashboard/demo/bookings/${booking.id}`)
    assert.include(await merchant.textContent('main'), 'تنظيف البشرة')
    assert.isAtMost(await overflow(merchant), 0)
    await merchant.screenshot(shot('booking-detail'))
    await merchant.click('button:has-text("إلغاء الحجز")')
    await merchant.locator('dialog[open] button:has-text("إلغاء الحجز")').click()
    await merchant.locator('.toast', { hasText: 'تم إلغاء الحجز.' }).waitFor()
    await booking.refresh()
    assert.equal(booking.status, 'cancel')
    await merchant.screenshot(shot('booking-cancelled'))
  })
})
