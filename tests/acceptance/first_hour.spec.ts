// A merchant's first hour at 390 px on the built app (issue 36): sign-up, a closed store, the checklist, opening it.
/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Page } from 'playwright-core'
import Website from '#models/website'
import { lastCodeTo } from '#tests/acceptance/support/server'
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
  addService,
  addStoreCategory,
  openStore,
  type NewMerchant,
} from '#tests/acceptance/support/journey_merchant'

const RUN = Date.now().toString(36)

/** Pastes the e-mailed code into the verification boxes, as a phone's keyboard offers it. */
async function pasteCode(page: Page, email: string) {
  await page.waitForSelector('.code-boxes input')
  const code = await lastCodeTo(email)
  await page.evaluate((digits: string) => {
    const first = document.querySelector<HTMLInputElement>('.code-boxes input')!
    const data = new DataTransfer()
    data.setData('text/plain', digits)
    first.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  }, code)
}

/** The heights of the elements a selector matches, in CSS pixels. */
function heights(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height))
}

test.group('Acceptance: the first hour of a home bakery (issue 36)', (group) => {
  const merchant: NewMerchant = {
    name: 'ريم',
    email: `reem.bakery.${RUN}@example.com`,
    username: `reem-bakery-${RUN}`,
  }
  const visitors: Visitor[] = []
  const state = {} as { owner: Visitor; shopper: Visitor }
  group.teardown(async () => {
    for (const visitor of visitors) await visitor.context.close()
  })

  test('sign-up: a short name, the +966 box, marks, the password kept, onboarding, sharing', async ({
    browser,
    assert,
  }) => {
    const owner = await newVisitor(browser)
    visitors.push(owner)
    state.owner = owner
    const { page } = owner

    // the hero and the plans page say before sign-up that the free plan has no bookings
    await open(page, '/')
    assert.include(await page.locator('.mk-hero').textContent(), 'حجز المواعيد فمن الباقة الشهرية')
    await open(page, '/plans')
    assert.include(await page.locator('main').textContent(), 'دون حجز المواعيد')

    await open(page, '/signup?plan=free')
    await hydrated(page)
    assert.equal(await page.getAttribute('#signup-phone', 'placeholder'), '5XXXXXXXX')
    // name, e-mail, phone and password: each label carries the required star
    assert.equal(await page.locator('.auth-form label.is-required').count(), 4)
    await page.fill('#signup-name', merchant.name)
    await page.fill('#signup-email', merchant.email)
    await page.fill('#signup-phone', '+966 55 123 9876')
    assert.equal(await page.inputValue('#signup-phone'), '551239876')
    await page.fill('#signup-password', '123')
    await page.click('button[type="submit"]')
    await page.waitForSelector('#signup-password-error')
    assert.equal(
      await page.textContent('#signup-password-error'),
      'يجب ألا يقل طول الحقل عن 6 أحرف'
    )
    // "ريم" is a name; what was typed stays, the password too
    assert.equal(await page.locator('#signup-name-error').count(), 0)
    assert.equal(await page.inputValue('#signup-password'), '123')
    await shoot(page, 'first-hour-signup-error')
    await page.fill('#signup-password', 'secret123')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/verify')
    await pasteCode(page, merchant.email)
    await page.waitForURL('**/onboarding')
    await hydrated(page)

    // a home business among the activities, a company's CR of 9 digits explained
    await page.click('label.choice:has-text("أسر منتجة")')
    await page.click('label.choice:has-text("مؤسسة أو شركة")')
    await page.fill('#onboarding-legal-id', '101098765')
    assert.include(await page.textContent('#onboarding-missing'), 'صحح رقم السجل التجاري')
    assert.include(await page.textContent('#onboarding-legal-id-error'), 'وكتبت 9')
    assert.isTrue(await page.locator('button[type="submit"]').isDisabled())
    await page.click('label.choice:has-text("فرد (عمل حر)")')
    await page.fill('#onboarding-legal-id', 'FL-987654321')

    // the Latin address is suggested from the Arabic name, and stays editable
    await page.fill('#onboarding-site-name', 'مخبز ريم')
    assert.equal(await page.inputValue('#onboarding-username'), 'mkhbz-rim')
    await page.fill('#onboarding-username', `${merchant.username} `)
    const preview = await page.locator('.username-preview').innerHTML()
    assert.notInclude(preview, '%20')
    assert.match(preview, /<bdi dir="ltr">[^<]*\/o\/reem-bakery-/)
    await page.fill('#onboarding-username', merchant.username)
    await page.waitForSelector('.username-status.ok')
    assert.isAtMost(await overflow(page), 0)
    await shoot(page, 'first-hour-onboarding')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/onboarding/done')
    await hydrated(page)

    // the success page shares the store's link
    await page.locator('button', { hasText: 'انسخ الرابط' }).waitFor()
    const whatsapp = await page.locator('a', { hasText: 'شارك عبر واتساب' }).getAttribute('href')
    assert.include(whatsapp!, 'https://wa.me/?text=')
    assert.include(decodeURIComponent(whatsapp!), `/o/${merchant.username}`)
    assert.isAtMost(await overflow(page), 0)
    await shoot(page, 'first-hour-done')
    const website = await Website.findByOrFail('username', merchant.username)
    assert.equal(website.activityType, 'home_business')
    assert.isFalse(website.isOpen)
  }).timeout(120_000)

  test('the closed store: visitors see "قريبا", the merchant previews, the checklist leads to opening it', async ({
    browser,
    assert,
  }) => {
    const { page } = state.owner
    const shopper = await newVisitor(browser)
    visitors.push(shopper)
    state.shopper = shopper
    const shop = shopper.page
    const u = merchant.username

    assert.equal(await open(shop, `/o/${u}`), 200)
    assert.include(await shop.locator('h1').textContent(), 'قريبا')
    assert.include(await shop.locator('.soon-name').textContent(), 'مخبز ريم')
    assert.equal(await open(shop, `/c/${u}`), 200)
    assert.include(await shop.locator('h1').textContent(), 'قريبا')
    assert.isAtMost(await overflow(shop), 0)
    await shoot(shop, 'first-hour-coming-soon')

    // the dashboard's checklist: every target at least 44 px high
    await open(page, `/dashboard/${u}`)
    await hydrated(page)
    const setup = page.locator('.dash-setup')
    assert.include(await setup.textContent(), 'افتح المتجر لزوارك')
    for (const height of await heights(page, '.dash-setup a, .dash-setup button')) {
      assert.isAtLeast(height, 44)
    }
    assert.isAtMost(await overflow(page), 0)
    await shoot(page, 'first-hour-checklist')

    // a new branch opens Saturday to Thursday and closes Friday
    await open(page, `/dashboard/${u}/branches/create`)
    await hydrated(page)
    assert.isFalse(await page.isChecked('input[name="hours.5.open"]'))
    for (const day of [0, 1, 2, 3, 4, 6]) {
      assert.isTrue(await page.isChecked(`input[name="hours.${day}.open"]`), `day ${day}`)
    }
    await addBranch(page, merchant, 'المنزل - حي الياسمين')

    await addStoreCategory(page, merchant, 'المعجنات')
    await addProduct(page, merchant, { name: 'كعك بالتمر', price: '45', category: 'المعجنات' })

    // the free plan takes no booking: the service form says why, one tap from the plans
    await open(page, `/dashboard/${u}/services/create`)
    await hydrated(page)
    const notice = page.locator('.booking-notice')
    assert.include(await notice.textContent(), 'باقتك الحالية لا تشمل استقبال الحجوزات')
    assert.equal(await notice.locator('a').getAttribute('href'), '/plans')
    assert.isAtLeast((await heights(page, '.booking-notice a'))[0], 44)
    await shoot(page, 'first-hour-service-form')
    await addService(page, merchant, {
      name: 'طلب كعك للمناسبات',
      price: '150',
      duration: '60',
      options: [],
    })

    // the merchant previews the store as it will be; visitors still see "قريبا"
    await open(page, `/o/${u}`)
    await page.locator('main', { hasText: 'كعك بالتمر' }).waitFor()
    await open(shop, `/o/${u}`)
    assert.include(await shop.locator('h1').textContent(), 'قريبا')

    await openStore(page, merchant)

    // open: its home shows the newest products without any arranging, and offers no booking
    assert.equal(await open(shop, `/o/${u}`), 200)
    await hydrated(shop)
    await shop.locator('main', { hasText: 'كعك بالتمر' }).waitFor()
    assert.include(await shop.locator('main').textContent(), 'طلب كعك للمناسبات')
    assert.notInclude(await shop.locator('main').textContent(), 'احجز الآن')
    assert.isAtMost(await overflow(shop), 0)
    await shoot(shop, 'first-hour-store-home')
    await open(shop, `/o/${u}/services`)
    await shop.locator('main', { hasText: 'طلب كعك للمناسبات' }).waitFor()
    assert.notInclude(await shop.locator('main').textContent(), 'احجز الآن')
    assert.include(await shop.locator('main').textContent(), 'الحجز الإلكتروني غير متاح')
    await shoot(shop, 'first-hour-services')

    const website = await Website.findByOrFail('username', u)
    assert.isTrue(website.isOpen)
    assert.deepEqual(state.owner.problems, [])
    assert.deepEqual(shopper.problems, [])
  }).timeout(180_000)
})
