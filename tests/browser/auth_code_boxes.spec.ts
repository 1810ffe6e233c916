import router from '@adonisjs/core/services/router'
/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { LogTransport } from '#mails/transports/log_transport'

const EMAIL = 'browser.merchant@example.com'

function mailedCode(): string {
  const mail = LogTransport.lastTo(EMAIL)
  const match = mail && /^(\d{4})$/m.exec(mail.text)
  if (!match) throw new Error('no code mailed')
  return match[1]
}

/** Signs up through the real form in the browser (CSRF via the XSRF cookie) and lands on /verify. */
async function signUpInBrowser(visit: any) {
  const page = await visit(router.makeUrl('auth.signup.create'))
  await page.fill('#signup-name', 'مستخدم المتصفح')
  await page.fill('#signup-email', EMAIL)
  await page.fill('#signup-phone', '0551234567')
  await page.fill('#signup-password', 'secret123')
  await page.click('button[type="submit"]')
  await page.waitForURL('**/verify')
  await page.waitForSelector('.code-boxes input')
  return page
}

const focusedBox = (page: any) =>
  page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll('.code-boxes input'))
    return boxes.indexOf(document.activeElement as Element)
  })

const boxValues = (page: any) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement>('.code-boxes input')).map((i) => i.value)
  )

test.group('Browser: sign-up code boxes on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    LogTransport.clear()
    await limiter.clear()
  })

  test('focus moves forward on input and back on backspace when empty', async ({
    visit,
    assert,
  }) => {
    const page = await signUpInBrowser(visit)
    assert.deepEqual(page.viewportSize(), { width: 390, height: 844 })
    await page.screenshot({ path: 'tmp/screenshots/auth-verify-390.png', fullPage: true })

    // the first box has the focus when the page opens
    assert.equal(await focusedBox(page), 0)

    const code = mailedCode()
    const wrong = code === '1234' ? '4321' : '1234'
    await page.keyboard.type(wrong[0])
    assert.equal(await focusedBox(page), 1)
    await page.keyboard.type(wrong[1])
    assert.equal(await focusedBox(page), 2)
    await page.keyboard.type(wrong[2])
    assert.equal(await focusedBox(page), 3)
    assert.deepEqual(await boxValues(page), [wrong[0], wrong[1], wrong[2], ''])

    // backspace in the empty last box: back to the third, which is cleared
    await page.keyboard.press('Backspace')
    assert.equal(await focusedBox(page), 2)
    assert.deepEqual(await boxValues(page), [wrong[0], wrong[1], '', ''])
    // backspace again in the (now empty) third box: back to the second
    await page.keyboard.press('Backspace')
    assert.equal(await focusedBox(page), 1)

    // an Arabic-Indic digit counts as a digit; a letter is ignored
    await page.keyboard.type('x')
    assert.equal(await focusedBox(page), 1)
    assert.equal((await boxValues(page))[1], '')
    await page.keyboard.type('٧')
    assert.equal(await focusedBox(page), 2)
    assert.equal((await boxValues(page))[1], '7')

    // on the first box backspace stays there
    await page.locator('.code-boxes input').first().focus()
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    assert.equal(await focusedBox(page), 0)

    // a wrong code clears the boxes, says so, and puts the focus back on the first box
    await page.locator('.code-boxes input').first().focus()
    await page.keyboard.type(wrong)
    await page.waitForSelector('.code-error')
    assert.include(await page.textContent('.code-error'), 'الرمز غير صحيح')
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLInputElement>('.code-boxes input')).every(
        (i) => i.value === ''
      )
    )
    assert.equal(await focusedBox(page), 0)
    await page.screenshot({ path: 'tmp/screenshots/auth-verify-wrong-390.png', fullPage: true })

    // pasting the four digits fills the boxes and submits: on to onboarding
    await page.evaluate((digits: string) => {
      const first = document.querySelector<HTMLInputElement>('.code-boxes input')!
      const data = new DataTransfer()
      data.setData('text/plain', ` ${digits} `)
      first.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
    }, code)
    await page.waitForURL('**/onboarding')
    const user = await User.findByOrFail('email', EMAIL)
    assert.isNotNull(user.emailVerifiedAt)
  })
})
