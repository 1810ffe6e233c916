// A bakery's delivery at 390 px on the built app: a fee, free delivery and a two-day lead time, then an order.
/// <reference lib="dom" />
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
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
  addBranch,
  addProduct,
  addStoreCategory,
  openStore,
  signUpMerchant,
  type NewMerchant,
} from '#tests/acceptance/support/journey_merchant'
import {
  addToCartFromCatalogue,
  shipTo,
  signUpCustomer,
} from '#tests/acceptance/support/journey_customer'

const RUN = Date.now().toString(36)

test.group('Acceptance journey: delivery fee, free delivery and a requested date', (group) => {
  const merchant: NewMerchant = {
    name: 'مخبز سارة',
    email: `sara.${RUN}@example.com`,
    username: `sara-${RUN}`,
  }
  const product = 'كيكة التمر'
  const visitors: Visitor[] = []
  group.teardown(async () => {
    for (const visitor of visitors) await visitor.context.close()
  })

  test('the merchant sets the fee and lead time; the shopper sees the fee on cart, order and invoice', async ({
    browser,
    assert,
  }) => {
    const owner = await newVisitor(browser)
    const shopper = await newVisitor(browser)
    visitors.push(owner, shopper)
    const { page } = owner
    const shop = shopper.page
    const u = merchant.username

    await signUpMerchant(page, merchant)
    await openStore(page, merchant)
    await addBranch(page, merchant, 'فرع النرجس')
    await addStoreCategory(page, merchant, 'الكيك')
    await addProduct(page, merchant, { name: product, price: '65', category: 'الكيك' })

    // the delivery page: 15 SAR typed in Arabic digits, free from 300, two days to bake, the slots
    assert.equal(await open(page, `/dashboard/${u}/delivery-settings`), 200)
    await hydrated(page)
    await page.fill('#flat_fee', '١٥')
    await page.fill('#free_above', '300')
    await page.check('#scheduling_enabled')
    await page.fill('#lead_days', '٢')
    await page.click('button:has-text("الأوقات المقترحة")')
    await page.locator('#time_slots_0').waitFor()
    assert.isTrue(await page.isChecked('#closed_fri'))
    assert.isAtMost(await overflow(page), 0)
    await shoot(page, 'delivery-settings')
    await page.click('button[type="submit"]:has-text("حفظ إعدادات التوصيل")')
    await page.locator('.toast', { hasText: 'تم حفظ إعدادات التوصيل' }).waitFor()
    assert.equal(await page.inputValue('#flat_fee'), '15.00')
    assert.equal(await page.inputValue('#lead_days'), '2')

    // the cart: the fee line and the total with it (65 + 15)
    await addToCartFromCatalogue(shop, u, product)
    await signUpCustomer(shop, u, 'نورة القحطاني', `noura.${RUN}@example.com`)
    await shop.goto(urlOf(`/o/${u}/cart`))
    await hydrated(shop)
    const cartSummary = shop.locator('.account-summary')
    await cartSummary.locator('.delivery-fee-line', { hasText: '15.00' }).waitFor()
    assert.include(await cartSummary.textContent(), '80.00')
    assert.include(await cartSummary.textContent(), 'ليصبح التوصيل مجانيا')
    assert.isAtMost(await overflow(shop), 0)
    await shoot(shop, 'delivery-cart')

    // the address, then the date: nothing before two days from now, no Friday
    await shipTo(shop, { district: 'حي النرجس', street: 'شارع الثمامة', shortAddress: 'RNRA2929' })
    const dates = await shop.$$eval('#requested_date option', (options) =>
      options.map((o) => (o as HTMLOptionElement).value).filter(Boolean)
    )
    const earliest = DateTime.now().setZone('Asia/Riyadh').startOf('day').plus({ days: 2 })
    assert.isAbove(dates.length, 0)
    for (const date of dates) {
      const day = DateTime.fromISO(date, { zone: 'Asia/Riyadh' })
      assert.isAtLeast(day.toMillis(), earliest.toMillis(), date)
      assert.notEqual(day.weekday, 5, `${date} is a Friday`)
    }
    await shop.selectOption('#requested_date', dates[0])
    await shop.selectOption('#requested_slot', '12:00-15:00')
    const paySummary = shop.locator('.account-summary')
    await paySummary.locator('.delivery-fee-line', { hasText: '15.00' }).waitFor()
    assert.include(await paySummary.textContent(), '80.00')
    assert.isAtMost(await overflow(shop), 0)
    await shoot(shop, 'delivery-payment')
    await shop.click('button[type="submit"]:has-text("تأكيد الطلب")')
    await shop.waitForURL('**/checkout/success/*')

    const website = await Website.findByOrFail('username', u)
    const customer = await Customer.query()
      .where('website_id', website.id)
      .where('email', `noura.${RUN}@example.com`)
      .firstOrFail()
    const order = await Order.query().where('customer_id', customer.id).firstOrFail()
    assert.equal(order.deliveryMethod, 'delivery')
    assert.equal(order.deliveryFee, 1500)
    assert.equal(order.total, 8000)
    assert.equal(order.requestedDate, dates[0])
    assert.equal(order.requestedSlot, '12:00-15:00')

    // the order page: the fee in its summary and the date asked for
    assert.equal(await open(shop, `/o/${u}/orders/${order.id}`), 200)
    await hydrated(shop)
    const main = shop.locator('main')
    await main.locator('.delivery-fee-line', { hasText: '15.00' }).waitFor()
    assert.include(await main.textContent(), 'من 12:00 إلى 15:00')
    assert.isAtMost(await overflow(shop), 0)
    await shoot(shop, 'delivery-order')

    // the invoice: the fee as a line of its own, inside the total
    assert.equal(await open(shop, `/o/${u}/orders/${order.id}/invoice`), 200)
    await hydrated(shop)
    const lines = shop.locator('.invoice-lines')
    await lines.locator('tr', { hasText: 'رسوم التوصيل' }).waitFor()
    assert.include(await lines.locator('tr', { hasText: 'رسوم التوصيل' }).textContent(), '15.00')
    assert.include(await shop.locator('.invoice-totals .grand').textContent(), '80.00')
    await shoot(shop, 'delivery-invoice')

    // the merchant's order page says the same
    assert.equal(await open(page, `/dashboard/${u}/orders/${order.id}`), 200)
    await hydrated(page)
    await page.locator('.delivery-fee-line', { hasText: '15.00' }).waitFor()
    assert.include(await page.locator('main').textContent(), 'من 12:00 إلى 15:00')
    await shoot(page, 'delivery-dashboard-order')

    assert.deepEqual(owner.problems, [])
    assert.deepEqual(shopper.problems, [])
  }).timeout(180_000)
})
