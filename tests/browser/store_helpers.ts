/// <reference lib="dom" />
import type { Assert } from '@japa/assert'

/** Picks the first branch when the storefront asks for one (the purchase remembers it). */
export async function chooseFirstBranch(page: any) {
  const dialog = page.locator('.branch-dialog')
  if (await dialog.count()) {
    await dialog.locator('.branch-option').first().click()
    await dialog.waitFor({ state: 'detached' })
  }
}

/** Fills and sends the open sign-up form of /o/demo, and waits for the store's home. */
export async function signUp(page: any, name: string, email: string) {
  await page.fill('#name', name)
  // a Saudi mobile of its own per customer (unique per website), typed in Arabic-Indic digits
  await page.fill('#mobile', `٠٥${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`)
  await page.fill('#email', email)
  await page.fill('#password', 'secret123')
  await page.click('button[type="submit"]:has-text("إنشاء حساب")')
  await page.waitForURL('**/o/demo')
}

/** From the cart page: a new address in Riyadh, then a cash-on-delivery order; waits for its success page. */
export async function checkOutWithNewAddress(page: any) {
  await page.click('a:has-text("متابعة الطلب")')
  await page.waitForURL('**/checkout/shipping')
  await page.fill('#city', 'الرياض')
  await page.fill('#district', 'حي الياسمين')
  await page.fill('#street', 'شارع الأمير محمد بن سعد')
  await page.fill('#short_address', 'rrrd2929')
  await page.click('.address-form button[type="submit"]')
  await page.locator('.address-card.chosen').waitFor()
  await page.click('button:has-text("التالي")')
  await page.waitForURL('**/checkout/payment')
  await page.click('button[type="submit"]:has-text("تأكيد الطلب")')
  await page.waitForURL('**/checkout/success/*')
}

/**
 * The print button of an order's or a booking's page opens its tax invoice in an 800x600 window,
 * with the bill's own QR. Returns the window (still open) and the QR's payload.
 */
export async function openPrintedBill(page: any, assert: Assert, path: string, zatcaQr: string) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.click('a:has-text("طباعة الفاتورة")'),
  ])
  await popup.waitForLoadState()
  assert.include(popup.url(), path)
  const size = await popup.evaluate(() => ({ w: window.outerWidth, h: window.outerHeight }))
  assert.deepEqual(size, { w: 800, h: 600 })
  await popup.locator('h1:has-text("فاتورة ضريبية مبسطة")').waitFor()
  const payload: string = await popup
    .locator('.invoice-qr [data-payload]')
    .getAttribute('data-payload')
  assert.equal(payload, zatcaQr)
  return { popup, payload }
}
