// Dashboard writes of the website itself (branches with hours, settings, design) with no global transaction
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Branch from '#models/branch'
import Website from '#models/website'
import WebsiteUsername from '#models/website_username'
import { nakheelOwner, nakheelWebsite } from '#tests/functional/dashboard/website_helpers'
import { assertSaved, dashboardForm, demoMerchant } from '#tests/strict/helpers'

/** Sunday to Thursday 09:00-21:00, Friday and Saturday closed. */
const week = () =>
  Array.from({ length: 7 }, (_, day) => ({ day, open: day <= 4, from: '09:00', to: '21:00' }))

const BRANCH = {
  name: 'فرع الملقا',
  address: 'طريق أنس بن مالك، حي الملقا',
  phone: '0112223344',
  seats: 3,
  hours: week(),
}

const part = (color: string, textcolor: string, hovercolor: string) => ({
  color,
  textcolor,
  hovercolor,
})

test.group('Strict: dashboard branches', () => {
  test('a branch with its hours is created, edited and deleted', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const index = route('dashboard.branches.index', { username: 'demo' })
    const store = route('dashboard.branches.store', { username: 'demo' })
    assertSaved(assert, await dashboardForm(client, 'post', store, owner, index, BRANCH), index)
    const branch = await Branch.query()
      .where('website_id', demo.id)
      .where('name', 'فرع الملقا')
      .firstOrFail()
    assert.deepEqual(branch.workingHours.sun, { open: '09:00', close: '21:00' })
    assert.isNull(branch.workingHours.fri)

    const hours = week()
    hours[6] = { day: 6, open: true, from: '14:00', to: '23:30' }
    const update = route('dashboard.branches.update', { username: 'demo', id: branch.id })
    const edited = await dashboardForm(client, 'put', update, owner, index, {
      ...BRANCH,
      seats: 2,
      hours,
    })
    assertSaved(assert, edited, index)
    await branch.refresh()
    assert.equal(branch.seats, 2)
    assert.deepEqual(branch.workingHours.sat, { open: '14:00', close: '23:30' })

    const destroy = route('dashboard.branches.destroy', { username: 'demo', id: branch.id })
    assertSaved(assert, await dashboardForm(client, 'delete', destroy, owner, index), index)
    assert.isNull(await Branch.find(branch.id))
  })

  test('an expired plan is read inside the transaction too: the free plan refuses a second branch', async ({
    client,
    route,
    assert,
  }) => {
    const nakheel = await nakheelWebsite()
    nakheel.planExpiresAt = DateTime.now().minus({ days: 1 })
    await nakheel.save()
    const before = await Branch.query().where('website_id', nakheel.id)
    assert.lengthOf(before, 1)
    const index = route('dashboard.branches.index', { username: 'nakheel' })
    const refused = await dashboardForm(
      client,
      'post',
      route('dashboard.branches.store', { username: 'nakheel' }),
      await nakheelOwner(),
      index,
      BRANCH
    )
    refused.assertStatus(303)
    refused.assertHeader('location', index)
    assert.match(JSON.stringify(refused.flashMessages()), /باقت/)
    assert.lengthOf(await Branch.query().where('website_id', nakheel.id), 1)
  })
})

test.group('Strict: dashboard settings and design', () => {
  test('the settings are saved and a new username keeps the old one as a redirect', async ({
    client,
    route,
    assert,
  }) => {
    const { demo, owner } = await demoMerchant()
    const edit = route('dashboard.settings.edit', { username: 'demo' })
    const response = await dashboardForm(
      client,
      'put',
      route('dashboard.settings.update', { username: 'demo' }),
      owner,
      edit,
      {
        name: 'مركز لمسة جمال الجديد',
        instagram_link: 'https://instagram.com/lamsa',
        business_name: 'مؤسسة لمسة جمال',
        tax_number: '310123456700003',
        commercial_registration_number: '1010456789',
        support_content: true,
        username: 'lamsa-new',
      }
    )
    assertSaved(assert, response, route('dashboard.settings.edit', { username: 'lamsa-new' }))
    const saved = await Website.findOrFail(demo.id)
    assert.equal(saved.username, 'lamsa-new')
    assert.equal(saved.nameAr, 'مركز لمسة جمال الجديد')
    const old = await WebsiteUsername.query().where('website_id', demo.id).where('username', 'demo')
    assert.lengthOf(old, 1)
  })

  test('the design is saved', async ({ client, route, assert }) => {
    const { demo, owner } = await demoMerchant()
    const edit = route('dashboard.design.edit', { username: 'demo' })
    const response = await dashboardForm(
      client,
      'put',
      route('dashboard.design.update', { username: 'demo' }),
      owner,
      edit,
      {
        default_theme: 'theme-1',
        background: part('#FAFAF5', '#333', '#0a7'),
        header: part('#123456', '#ffffff', '#ffcc00'),
        footer: part('#000', '#eeeeee', '#7fd1ae'),
      }
    )
    assertSaved(assert, response, edit)
    const saved = await Website.findOrFail(demo.id)
    assert.equal(JSON.stringify(saved.design).toLowerCase().includes('#123456'), true)
  })
})
