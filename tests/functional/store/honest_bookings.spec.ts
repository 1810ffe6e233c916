import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'
import { websiteChanged } from '#services/cache/site_changes'
import { makeCustomer } from '#tests/functional/store/account_helpers'
import { props } from '#tests/functional/store/catalogue_helpers'
import { demoOwner, nakheelOwner } from '#tests/functional/dashboard/website_helpers'

const demo = () => Website.findByOrFail('username', 'demo')

/** demo without any branch: its plan takes bookings, its setup cannot. */
async function withoutBranches() {
  const website = await demo()
  await website.related('branches').query().delete()
  await websiteChanged(website.id)
  return website
}

const closedWeek = { sun: null, mon: null, tue: null, wed: null, thu: null, fri: null, sat: null }

test.group('Honest bookings: no page offers what the store cannot take', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a store that takes bookings offers them', async ({ client, assert }) => {
    const website = await demo()
    const service = await website.related('services').query().where('is_active', true).firstOrFail()
    const page = await client.get(`/o/demo/services/${service.id}`).withInertia()
    assert.isTrue(props(page).storefront.bookable)
    assert.include((await client.get(`/o/demo/services/${service.id}`)).text(), 'احجز الآن')
    const dashboard = await client
      .get('/dashboard/demo/services/create')
      .withInertia()
      .loginAs(await demoOwner())
    assert.isNull((dashboard.inertiaProps as any).bookings)
  })

  test('without a branch: no book-now anywhere, the wizard sends back, the dashboard says why', async ({
    client,
    assert,
  }) => {
    const website = await withoutBranches()
    const service = await website.related('services').query().where('is_active', true).firstOrFail()
    for (const path of ['/o/demo', '/o/demo/services', `/o/demo/services/${service.id}`]) {
      const html = (await client.get(path)).text()
      assert.notInclude(html, 'احجز الآن', path)
    }
    assert.include(
      (await client.get(`/o/demo/services/${service.id}`)).text(),
      'الحجز الإلكتروني غير متاح في هذا المتجر حاليا'
    )
    const page = await client.get('/o/demo/services').withInertia()
    assert.isFalse(props(page).storefront.bookable)

    // a customer following an old link does not reach a step that refuses
    const customer = await makeCustomer(website, 'honest.bookings@example.com')
    const wizard = await client
      .get(`/o/demo/booking/cart?sid=${service.id}`)
      .withGuard('customer')
      .loginAs(customer)
      .redirects(0)
    wizard.assertStatus(302)
    wizard.assertHeader('location', '/o/demo/services')

    const owner = await demoOwner()
    const create = await client.get('/dashboard/demo/services/create').withInertia().loginAs(owner)
    const notice = (create.inertiaProps as any).bookings
    assert.equal(notice.reason, 'no_branch')
    assert.include(notice.message, 'حتى تضيف فرعا')
    assert.equal(notice.action.href, '/dashboard/demo/branches/create')
    const overview = await client.get('/dashboard/demo').withInertia().loginAs(owner)
    assert.isFalse((overview.inertiaProps as any).counts.bookable)
    assert.include((await client.get('/dashboard/demo').loginAs(owner)).text(), 'معروض دون حجز')
  })

  test('a branch closed every day is no hours: the note points to the branches', async ({
    client,
    assert,
  }) => {
    const website = await withoutBranches()
    await website.related('branches').create({ name: 'الفرع الرئيسي', workingHours: closedWeek })
    const create = await client
      .get('/dashboard/demo/services')
      .withInertia()
      .loginAs(await demoOwner())
    const notice = (create.inertiaProps as any).bookings
    assert.equal(notice.reason, 'no_hours')
    assert.equal(notice.action.href, '/dashboard/demo/branches')
    const page = await client.get('/o/demo/services').withInertia()
    assert.isFalse(props(page).storefront.bookable)
  })

  test('a plan without bookings: upgrading is one tap away', async ({ client, assert }) => {
    const create = await client
      .get('/dashboard/nakheel/services/create')
      .withInertia()
      .loginAs(await nakheelOwner())
    const notice = (create.inertiaProps as any).bookings
    assert.equal(notice.reason, 'plan')
    assert.include(notice.message, 'باقتك الحالية لا تشمل استقبال الحجوزات')
    assert.equal(notice.action.href, '/plans')
  })

  test("another merchant's service form is the 404 page", async ({ client }) => {
    const response = await client
      .get('/dashboard/demo/services/create')
      .withInertia()
      .loginAs(await nakheelOwner())
    response.assertStatus(404)
  })
})
