/// <reference lib="dom" />
// Issue 31 item 2 in chromium at 390 px: a representative delivers an order from its signed link.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import router from '@adonisjs/core/services/router'
import Representative from '#models/representative'
import User from '#models/user'
import Website from '#models/website'
import { Delivery } from '#services/delivery/delivery'
import { CustomerFactory } from '#database/factories/customer_factory'
import { OrderFactory } from '#database/factories/order_factory'
import { OrderItemFactory } from '#database/factories/order_item_factory'
import { BillFactory } from '#database/factories/bill_factory'
import { overflow, signIn } from './dashboard_helpers.js'

const shot = (name: string) => ({
  path: `tmp/screenshots/delivery-${name}-390.png`,
  fullPage: true,
})

test.group('Browser: a representative delivers an order', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('from the WhatsApp link: picked up, delivered, cash collected; the merchant sees it live', async ({
    visit,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const owner = await User.findByOrFail('email', 'demo@safhati.sa')
    const customer = await CustomerFactory.merge({
      websiteId: demo.id,
      name: 'ريم السبيعي',
      phone: '0509876543',
    }).create()
    const order = await OrderFactory.merge({
      websiteId: demo.id,
      customerId: customer.id,
      status: 'pending',
      total: 18900,
      shippingAddress: 'الرياض، حي الياسمين، شارع الأمير محمد بن سعد، RRRD2929',
    }).create()
    await OrderItemFactory.merge({
      websiteId: demo.id,
      orderId: order.id,
      itemName: 'سيروم فيتامين سي',
      unitPrice: 9450,
      quantity: 2,
      totalPrice: 18900,
    }).create()
    await BillFactory.merge({
      websiteId: demo.id,
      orderId: order.id,
      paymentMethod: 'cod',
    }).create()
    const rep = await Representative.create({
      websiteId: demo.id,
      name: 'سالم القحطاني',
      mobile: '0551112233',
      isActive: true,
    })
    await Delivery.assign(demo, owner, order.id, rep.id)
    await order.refresh()

    // the merchant's order page, open while the representative works
    const merchant = await signIn(visit, 'demo@safhati.sa')
    await merchant.goto(`/dashboard/demo/orders/${order.id}`)
    const share = merchant.locator('.dash-delivery a:has-text("إرسال عبر واتساب")')
    assert.match((await share.getAttribute('href'))!, /^https:\/\/wa\.me\/966551112233\?text=/)
    const link = await merchant.locator('.dash-delivery-link input').inputValue()
    const expected = router
      .builder()
      .params({ username: 'demo', key: order.deliveryKey })
      .makeSigned('store.delivery.show')
    assert.isTrue(link.endsWith(expected))

    const page = await merchant.context().newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(new URL(link).pathname + new URL(link).search)
    await page.locator('h1:has-text("توصيل طلب رقم")').waitFor()
    const text = (await page.textContent('main'))!
    assert.include(text, 'الرياض، حي الياسمين')
    assert.include(text, 'سيروم فيتامين سي')
    assert.include(text, '0509876543')
    assert.include(text, '189.00')
    assert.include(
      (await page.locator('a:has-text("فتح العنوان في الخريطة")').getAttribute('href'))!,
      'https://www.google.com/maps/search/?api=1&query='
    )
    assert.isAtMost(await overflow(page), 0)
    await page.screenshot(shot('page'))

    await page.click('button:has-text("استلمت الطلب")')
    await page.locator('.delivery-done li:has-text("استلمت الطلب")').waitFor()
    // live on the merchant's page (server-sent events), without a reload
    await merchant
      .locator('.dash-delivery-steps .is-done:has-text("استلم المندوب الطلب")')
      .waitFor()

    await page.click('button:has-text("تم التسليم")')
    await page.locator('.delivery-done li:has-text("تم التسليم")').waitFor()
    await page.click('button:has-text("حصّلت المبلغ نقدا")')
    await page.locator('.delivery-done li:has-text("حصّلت المبلغ نقدا")').waitFor()
    await page.locator('text=اكتمل التوصيل، شكرا لك.').waitFor()
    await page.screenshot(shot('done'))
    await merchant.locator('.dash-delivery-steps .is-done:has-text("حصّل المندوب المبلغ")').waitFor()

    await order.refresh()
    await order.load('bill')
    assert.equal(order.status, 'success')
    assert.equal(order.bill.status, 'paid')

    // the representatives page: the cash still to hand over, then received
    await merchant.goto('/dashboard/demo/representatives')
    const item = merchant.locator('.dash-representative:has(form[aria-label="سالم القحطاني"])')
    assert.include(await item.locator('.dash-representative-cash').textContent(), '189.00')
    await item.locator('button:has-text("استلمت المبلغ منه")').click()
    await item.locator('text=لا يوجد لديه مبلغ لم يسلّمه').waitFor()
  })

  test('"تعذر التوصيل" asks for a note and keeps the order pending', async ({ visit, assert }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const owner = await User.findByOrFail('email', 'demo@safhati.sa')
    const customer = await CustomerFactory.merge({ websiteId: demo.id }).create()
    const order = await OrderFactory.merge({
      websiteId: demo.id,
      customerId: customer.id,
      status: 'pending',
    }).create()
    await BillFactory.merge({
      websiteId: demo.id,
      orderId: order.id,
      paymentMethod: 'cod',
    }).create()
    const rep = await Representative.create({
      websiteId: demo.id,
      name: 'ماجد',
      mobile: '0551112299',
      isActive: true,
    })
    await Delivery.assign(demo, owner, order.id, rep.id)
    await order.refresh()
    const path = router
      .builder()
      .params({ username: 'demo', key: order.deliveryKey })
      .makeSigned('store.delivery.show')
    const page = await visit(path)
    await page.click('button:has-text("تعذر التوصيل")')
    await page.click('.delivery-fail button:has-text("إرسال")')
    await page.locator('#note-error').waitFor()
    await page.fill('#note', 'العميل لا يرد على الجوال')
    await page.click('.delivery-fail button:has-text("إرسال")')
    await page.locator('.delivery-done li:has-text("العميل لا يرد على الجوال")').waitFor()
    await order.refresh()
    assert.equal(order.status, 'pending')
    // an altered address shows nothing of the order
    const altered = await visit(path.replace(/signature=[^&]+/, 'signature=x'))
    assert.notInclude((await altered.textContent('body'))!, 'توصيل طلب رقم')
  })
})
