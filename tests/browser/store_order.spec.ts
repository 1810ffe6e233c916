/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Order from '#models/order'
import Customer from '#models/customer'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { overflow } from './dashboard_helpers.js'
import { chooseFirstBranch, openPrintedBill, signUp } from './store_helpers.js'

const shot = (name: string) => ({
  path: `tmp/screenshots/store-order-${name}-390.png`,
  fullPage: true,
})

/**
 * The whole customer journey on a phone (390x844): sign up on /o/demo, add a product from its page,
 * change the quantity in the cart, add an address at checkout, place a cash-on-delivery order, see it,
 * and open its tax invoice from the print button. A second customer sees none of it.
 */
test.group('Browser: a customer places an order and prints the invoice', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('from a product page to a placed order and its invoice', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('store.signup.create', { username: 'demo' }))
    await chooseFirstBranch(page)
    await signUp(page, 'هند العتيبي', 'hind.browser@example.com')
    await chooseFirstBranch(page)

    // the product page (catalogue) with the add-to-cart button
    await page.goto('/o/demo/product/vitamin-c-serum')
    await chooseFirstBranch(page)
    await page.click('.add-to-cart button[type="submit"]')
    await page.locator('.cart-banner').waitFor()
    assert.equal(
      (await page.locator('.cart-banner').textContent())?.trim(),
      'تمت الإضافة إلى السلة'
    )
    await page.screenshot(shot('added'))
    // the banner goes after 3 seconds
    await page.locator('.cart-banner').waitFor({ state: 'detached', timeout: 5000 })

    await page.goto('/o/demo/cart')
    await page.click('button[aria-label="زيادة الكمية"]')
    await page.locator('.qty output:has-text("2")').waitFor()
    await page.screenshot(shot('cart'))
    await page.click('a:has-text("متابعة الطلب")')
    await page.waitForURL('**/checkout/shipping')

    // no address yet: the form is open
    assert.isTrue(await page.locator('button:has-text("التالي")').isDisabled())
    await page.fill('#city', 'الرياض')
    await page.fill('#district', 'حي الياسمين')
    await page.fill('#street', 'شارع الأمير محمد بن سعد')
    await page.fill('#short_address', 'rrrd2929')
    await page.screenshot(shot('address-form'))
    await page.click('.address-form button[type="submit"]')
    await page.locator('.address-card.chosen').waitFor()
    await page.screenshot(shot('shipping'))
    assert.isFalse(await page.locator('button:has-text("التالي")').isDisabled())
    await page.click('button:has-text("التالي")')
    await page.waitForURL('**/checkout/payment')

    await page.fill('#notes', 'الرجاء الاتصال قبل الوصول')
    await page.screenshot(shot('payment'))
    // a double click still makes one order
    await page.dblclick('button[type="submit"]:has-text("تأكيد الطلب")')
    await page.waitForURL('**/checkout/success/*')
    await page.screenshot(shot('success'))

    const customer = await Customer.findByOrFail('email', 'hind.browser@example.com')
    const orders = await Order.query().where('customer_id', customer.id).preload('bill')
    assert.lengthOf(orders, 1)
    const order = orders[0]
    assert.isNotNull(order.branchId)

    await page.click(`a.order-number`)
    await page.waitForURL(`**/o/demo/orders/${order.id}`)
    await page.locator('.order-items').waitFor()
    await page.screenshot(shot('order'))

    await page.goto('/o/demo/orders')
    assert.include(await page.locator('.orders-table').textContent(), String(order.number))
    await page.screenshot(shot('orders'))

    // the print button opens the invoice in an 800x600 window
    await page.goto(`/o/demo/orders/${order.id}`)
    const { popup, payload } = await openPrintedBill(
      page,
      assert,
      `/o/demo/orders/${order.id}/invoice`,
      order.bill.zatcaQr
    )
    assert.equal(decodeZatcaTlv(payload).sellerName, 'مؤسسة لمسة جمال للتجميل')
    assert.equal(await popup.locator('.invoice-qr svg').count(), 1)
    await popup.close()

    await page.goto(`/o/demo/orders/${order.id}/invoice`)
    await page.screenshot(shot('invoice'))
    await page.click('button:has-text("طباعة إيصال 80 مم")')
    await page.locator('.invoice-page.format-receipt').waitFor()
    await page.emulateMedia({ media: 'print' })
    await page.screenshot(shot('invoice-receipt-print'))
    await page.emulateMedia({ media: 'screen' })

    // a second customer sees none of it
    await page.goto('/o/demo/profile')
    await page.click('button:has-text("تسجيل الخروج")')
    await page.waitForURL('**/o/demo')
    await page.goto('/o/demo/signup')
    await signUp(page, 'نوف الحربي', 'nouf.browser@example.com')
    await page.goto('/o/demo/orders')
    assert.include(await page.locator('.account-empty').textContent(), 'لاتوجد طلبات حاليا')
    await page.screenshot(shot('orders-empty'))
    await page.goto('/o/demo/cart')
    assert.include(await page.locator('.account-empty').textContent(), 'السلة فارغة')
    const response = await page.goto(`/o/demo/orders/${order.id}`)
    assert.equal(response?.status(), 404)
    assert.include(await page.locator('h1').first().textContent(), 'طلب غير موجود')
    await page.screenshot(shot('order-missing'))
  })
})

test.group('Browser: customer pages on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const PAGES = [
    ['login', '/o/demo/login'],
    ['signup', '/o/demo/signup'],
    ['forgot', '/o/demo/forgot-password'],
    ['cart-empty', '/o/demo/cart'],
    ['login-nakheel', '/o/nakheel/login'],
  ] as const

  for (const [name, url] of PAGES) {
    test(`${url} fits a 390px screen`, async ({ visit, assert }) => {
      const page = await visit(url)
      await page.assertTitleContains('صفحتي')
      const close = page.locator('.branch-dialog button[aria-label="إغلاق"]')
      if (await close.count()) await close.click()
      assert.isAtMost(await overflow(page), 0, `${url} is wider than the phone`)
      await page.screenshot(shot(name))
    })
  }

  test('a bad login shows the Arabic message; the address form shows its errors', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('store.session.create', { username: 'demo' }))
    const close = page.locator('.branch-dialog button[aria-label="إغلاق"]')
    if (await close.count()) await close.click()
    await page.fill('#email', 'sara@example.com')
    await page.fill('#password', 'wrong-password')
    await page.click('button[type="submit"]:has-text("دخول")')
    await page.locator('.form-alert').waitFor()
    assert.equal(
      (await page.locator('.form-alert').textContent())?.trim(),
      'البريد الإلكتروني أو كلمة المرور غير صحيحة'
    )
    await page.screenshot(shot('login-error'))

    await page.fill('#password', 'safhati123')
    await page.click('button[type="submit"]:has-text("دخول")')
    await page.waitForURL('**/o/demo')
    await page.goto('/o/demo/address')
    await chooseFirstBranch(page)
    await page.click('button:has-text("إضافة عنوان جديد")')
    await page.fill('#short_address', 'RR29')
    await page.click('.address-form button[type="submit"]')
    await page.locator('#short_address-error').waitFor()
    assert.equal(
      (await page.locator('#short_address-error').textContent())?.trim(),
      'العنوان المختصر 4 حروف إنجليزية ثم 4 أرقام، مثل RRRD2929'
    )
    await page.screenshot(shot('address-errors'))
    await page.click('.address-form button:has-text("إلغاء")')
    await page.locator('.address-form').waitFor({ state: 'detached' })
    await page.goto('/o/demo/profile')
    await page.screenshot(shot('profile'))
  })
})
