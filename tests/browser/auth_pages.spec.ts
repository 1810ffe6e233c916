/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { LogTransport } from '#mails/transports/log_transport'
import { PasswordResetLinks } from '#http/urls/password_reset_links'
import { UserFactory } from '#database/factories/user_factory'

/** Nothing wider than the phone, and a screenshot for review in tmp/screenshots/. */
async function fitsThePhone(page: any, assert: any, name: string) {
  await page.waitForLoadState('networkidle')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth
  )
  assert.isAtMost(overflow, 0, name)
  await page.screenshot({ path: `tmp/screenshots/auth-${name}-390.png`, fullPage: true })
}

async function merchant(overrides: Partial<User> = {}) {
  return UserFactory.merge({
    name: 'هيفاء الدوسري',
    email: 'haifa@example.com',
    phone: '0561234567',
    ...overrides,
  }).create()
}

test.group('Browser: merchant account pages on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    LogTransport.clear()
    await limiter.clear()
  })

  test('sign-up: Arabic errors under the fields, +966 prefix, show/hide password', async ({
    visit,
    assert,
    route,
  }) => {
    const page = await visit(route('auth.signup.create', {}, { qs: { plan: 'monthly' } }))
    await page.assertTitleContains('صفحتي')
    assert.include(await page.textContent('.plan-chip'), 'الباقة الشهرية')
    await fitsThePhone(page, assert, 'signup')

    await page.fill('#signup-name', 'ه')
    await page.fill('#signup-email', 'bad-email')
    // a pasted international number keeps its 9 digits after the +966 box
    await page.fill('#signup-phone', '+966 55 123 4567')
    assert.equal(await page.inputValue('#signup-phone'), '551234567')
    assert.equal(await page.getAttribute('#signup-phone', 'placeholder'), '5XXXXXXXX')
    await page.fill('#signup-phone', '0112345678')
    await page.fill('#signup-password', '123')
    assert.equal(await page.getAttribute('#signup-password', 'type'), 'password')
    await page.click('.ui-password .ui-password-toggle')
    assert.equal(await page.getAttribute('#signup-password', 'type'), 'text')
    await page.click('.ui-password .ui-password-toggle')
    assert.equal(await page.getAttribute('#signup-password', 'type'), 'password')

    await page.click('button[type="submit"]')
    await page.waitForSelector('#signup-name-error')
    assert.equal(await page.textContent('#signup-name-error'), 'يجب ألا يقل طول الحقل عن 2 أحرف')
    assert.equal(await page.textContent('#signup-email-error'), 'أدخل بريد الكتروني صحيح')
    assert.equal(
      await page.textContent('#signup-phone-error'),
      'أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05'
    )
    assert.equal(
      await page.textContent('#signup-password-error'),
      'يجب ألا يقل طول الحقل عن 6 أحرف'
    )
    // what was typed stays, the password too: the merchant fixes one field, not two
    assert.equal(await page.inputValue('#signup-name'), 'ه')
    assert.equal(await page.inputValue('#signup-password'), '123')
    await fitsThePhone(page, assert, 'signup-errors')
  })

  test('onboarding: submit only when everything is set; live username check', async ({
    visit,
    browserContext,
    assert,
    route,
  }) => {
    const user = await merchant({ signupPlanCode: 'free' })
    await browserContext.setSession({ auth_web: user.id })
    const page = await visit(route('auth.onboarding.create'))
    await fitsThePhone(page, assert, 'onboarding')

    const submit = page.locator('button[type="submit"]')
    assert.isTrue(await submit.isDisabled())
    await page.click('label.choice:has-text("صالون تجميل")')
    assert.isTrue(await submit.isDisabled())
    await page.click('label.choice:has-text("فرد (عمل حر)")')
    assert.equal(await page.textContent('label[for="onboarding-legal-id"]'), 'رقم وثيقة العمل الحر')
    await page.fill('#onboarding-legal-id', 'FL-123456789')
    // the address suggested from the merchant's name, once cleared, leaves the form incomplete
    await page.fill('#onboarding-username', '')
    assert.isTrue(await submit.isDisabled())

    await page.fill('#onboarding-username', 'nakheel')
    await page.waitForSelector('.username-status.bad')
    assert.equal(
      await page.textContent('.username-status'),
      'هذا الاسم مستخدم من قبل، اختر اسما آخر.'
    )
    assert.isTrue(await submit.isDisabled())

    await page.fill('#onboarding-username', 'Haifa-Beauty')
    assert.equal(await page.inputValue('#onboarding-username'), 'haifa-beauty')
    await page.waitForSelector('.username-status.ok')
    assert.equal(await page.textContent('.username-status'), 'العنوان متاح')
    assert.isFalse(await submit.isDisabled())
    await fitsThePhone(page, assert, 'onboarding-filled')

    await submit.click()
    await page.waitForURL('**/onboarding/done')
    assert.equal(await page.textContent('h1'), 'تم التسجيل بنجاح')
    assert.match(
      String(await page.getAttribute('a.site-link >> nth=0', 'href')),
      /\/o\/haifa-beauty$/
    )
    assert.match(
      String(await page.getAttribute('a.site-link >> nth=1', 'href')),
      /\/c\/haifa-beauty$/
    )
    await fitsThePhone(page, assert, 'signup-done')

    await page.click('text=الذهاب إلى لوحة التحكم')
    // one website: the dashboard opens its overview
    await page.waitForURL('**/dashboard/haifa-beauty')
    assert.include(await page.textContent('main .dash-sub'), 'haifa-beauty')
    await fitsThePhone(page, assert, 'dashboard')

    // logout from the dashboard's drawer: back to the marketing home, signed out
    await page.click('.dash-menu-button')
    await page.click('.dash-logout')
    await page.waitForURL((url: URL) => url.pathname === '/')
    await page.waitForSelector('header >> text=أنشئ موقعك')
    assert.notInclude(await page.textContent('header'), 'تسجيل الخروج')
  })

  test('login: the Arabic failure, then the 60-second wait after five', async ({
    visit,
    assert,
    route,
  }) => {
    await merchant()
    const page = await visit(route('auth.session.create'))
    await fitsThePhone(page, assert, 'login')

    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      await page.fill('#login-email', 'haifa@example.com')
      await page.fill('#login-password', 'wrong-password')
      const [response] = await Promise.all([
        page.waitForResponse(
          (r: any) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login'
        ),
        page.click('button[type="submit"]'),
      ])
      statuses.push(response.status())
      // wait until the form is idle again (its password box is cleared after each try)
      await page.waitForSelector('button[type="submit"]:text-is("دخول")')
      await page.waitForSelector('.alert-error')
    }
    assert.deepEqual(statuses, [303, 303, 303, 303, 303, 429])
    assert.include(
      await page.textContent('.alert-error'),
      'يجب أن تنتظر 60 ثانية قبل إعادة المحاولة'
    )
    assert.isTrue(await page.locator('button[type="submit"]').isDisabled())
    await fitsThePhone(page, assert, 'login-throttled')
  })

  test('login with the right password opens the dashboard and the navbar shows the merchant', async ({
    visit,
    assert,
    route,
  }) => {
    await merchant()
    const page = await visit(route('auth.session.create'))
    await page.fill('#login-email', 'haifa@example.com')
    await page.fill('#login-password', 'secret123')
    await page.check('input[name="remember"]')
    await page.click('button[type="submit"]')
    await page.waitForURL('**/dashboard')
    assert.include(await page.textContent('header'), 'هيفاء الدوسري')
    assert.include(await page.textContent('main'), 'أكمل بيانات نشاطك')
    await fitsThePhone(page, assert, 'dashboard-empty')
  })

  test('forgot and reset password', async ({ visit, assert, route }) => {
    const user = await merchant()
    const page = await visit(route('auth.password_forgot.create'))
    await fitsThePhone(page, assert, 'forgot')
    await page.fill('#forgot-email', 'haifa@example.com')
    await page.click('button[type="submit"]')
    await page.waitForSelector('.alert-success')

    const link = /(https?:\/\/\S+\/reset-password\/\S+)/.exec(
      LogTransport.lastTo('haifa@example.com')!.text
    )![1]
    const url = new URL(link)
    const reset = await visit(`${url.pathname}${url.search}`)
    await fitsThePhone(reset, assert, 'reset')
    await reset.fill('#reset-password', 'new-secret-1')
    await reset.fill('#reset-password-confirmation', 'other-secret')
    await reset.click('button[type="submit"]')
    await reset.waitForSelector('#reset-password-error')
    assert.equal(await reset.textContent('#reset-password-error'), 'كلمتا المرور غير متطابقتين.')

    await reset.fill('#reset-password', 'new-secret-1')
    await reset.fill('#reset-password-confirmation', 'new-secret-1')
    await reset.click('button[type="submit"]')
    await reset.waitForURL('**/dashboard')

    const stale = PasswordResetLinks.linkFor(
      { protocol: () => 'http', host: () => 'localhost' } as any,
      user
    )
    const invalid = await visit(new URL(stale).pathname + new URL(stale).search)
    assert.equal(await invalid.textContent('h1'), 'الرابط غير صالح')
    await fitsThePhone(invalid, assert, 'reset-invalid')
  })
})
