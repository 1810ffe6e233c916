// A customer's steps on a storefront of the built app: browse, cart, sign-up, checkout, booking wizard.
/// <reference lib="dom" />
import type { Page } from 'playwright-core'
import { urlOf } from '#tests/acceptance/support/server'
import { chooseFirstBranch, hydrated, shoot } from '#tests/acceptance/support/journey_browser'
import { walkMobile } from '#tests/acceptance/support/payloads'

/** Opens a storefront page, waits for React and picks the branch when asked. */
export async function visitStore(page: Page, path: string) {
  await page.goto(urlOf(path))
  await hydrated(page)
  await chooseFirstBranch(page)
}

/** From the catalogue to the product's page (a client-side visit), then one into the cart. */
export async function addToCartFromCatalogue(page: Page, username: string, product: string) {
  await visitStore(page, `/o/${username}/products`)
  const card = page.locator('.product-card', { hasText: product })
  await card.locator('a').first().click()
  await page.locator('h1', { hasText: product }).waitFor()
  await page.click('.add-to-cart button[type="submit"]')
  await page.locator('.cart-banner').waitFor()
}

/** The store's sign-up form: the customer lands on the store's home, signed in. */
export async function signUpCustomer(page: Page, username: string, name: string, email: string) {
  await visitStore(page, `/o/${username}/signup`)
  await page.fill('#name', name)
  await page.fill('#mobile', walkMobile())
  await page.fill('#email', email)
  await page.fill('#password', 'secret123')
  await page.click('button[type="submit"]:has-text("إنشاء حساب")')
  await page.waitForURL((url) => url.pathname === `/o/${username}`)
}

/** A Saudi national address the checkout's form takes. */
export interface Address {
  district: string
  street: string
  shortAddress: string
}

/**
 * From the open cart to the payment step: «متابعة الطلب», a new address in Riyadh, chosen, «التالي».
 */
export async function shipTo(page: Page, address: Address) {
  await page.click('a:has-text("متابعة الطلب")')
  await page.waitForURL('**/checkout/shipping')
  await hydrated(page)
  await page.fill('#city', 'الرياض')
  await page.fill('#district', address.district)
  await page.fill('#street', address.street)
  await page.fill('#short_address', address.shortAddress)
  await page.click('.address-form button[type="submit"]')
  await page.locator('.address-card.chosen').waitFor()
  await page.click('button:has-text("التالي")')
  await page.waitForURL('**/checkout/payment')
  await hydrated(page)
}

/** Cart, a new address, cash on delivery, confirm: returns the success page's order number text. */
export async function checkOut(page: Page, username: string, product: string) {
  await visitStore(page, `/o/${username}/cart`)
  await page.locator('main', { hasText: product }).waitFor()
  await shoot(page, 'cart')
  await shipTo(page, {
    district: 'حي الملقا',
    street: 'طريق أنس بن مالك',
    shortAddress: 'RRMA2929',
  })
  await page.locator('input[value="cod"]:checked').waitFor({ state: 'attached' })
  await page.fill('#notes', 'الرجاء الاتصال قبل الوصول')
  await page.click('button[type="submit"]:has-text("تأكيد الطلب")')
  await page.waitForURL('**/checkout/success/*')
}

/**
 * The booking wizard from the service's page: the service, one option, the first free time, payment
 * on arrival, confirm. Returns the chosen time as the wizard showed it.
 */
export async function bookService(page: Page, username: string, slug: string, option: string) {
  await visitStore(page, `/o/${username}/service/${encodeURIComponent(slug)}`)
  await page.click('a:has-text("احجز الآن")')
  await page.waitForURL('**/booking/cart?sid=*')
  await page.locator('.booking-steps li.current:has-text("الخدمات")').waitFor()
  await page.click('button:has-text("التالي")')
  await page.locator('.booking-steps li.current:has-text("الخيارات")').waitFor()
  await page.click('label:has-text("اختيار خيار لكل خدمة")')
  await page.click(`.booking-service:has-text("${option}")`)
  await page.click('button:has-text("التالي")')
  await page.locator('.booking-steps li.current:has-text("الموعد")').waitFor()
  await page.locator('.booking-time').first().waitFor()
  const time = (await page.locator('.booking-time strong').first().textContent())!.trim()
  await page.locator('.booking-time').first().click()
  await page.click('button:has-text("التالي")')
  await page.locator('.booking-steps li.current:has-text("الدفع")').waitFor()
  await page.click('label:has-text("الدفع عند الوصول")')
  await page.click('button:has-text("التالي")')
  await page.locator('.booking-steps li.current:has-text("التأكيد")').waitFor()
  await shoot(page, 'booking-confirm')
  await page.click('button:has-text("تأكيد الحجز")')
  await page.waitForURL(`**/o/${username}/booking/success/*`)
  return time
}
