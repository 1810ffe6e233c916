// Issue 31 item 3: a branch's location from a map link or "my location", within the plan; the chooser's data.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Branch from '#models/branch'
import { parseMapLink, MAP_LINK_MESSAGES } from '#services/branches/branch_location'
import { weekOf, newBranchHours } from '#services/branches/branch_service'
import { demoOwner, nakheelOwner, websites } from '#tests/functional/dashboard/website_helpers'

/** The branch form's body: the branch as it is, with the location fields given. */
function body(branch: Branch, location: Record<string, unknown>) {
  return {
    name: branch.name,
    address: branch.address ?? '',
    phone: branch.phone ?? '',
    seats: branch.seats,
    hours: weekOf(branch.workingHours),
    ...location,
  }
}

async function firstBranch(websiteId: number) {
  return Branch.query().where('website_id', websiteId).orderBy('id').firstOrFail()
}

test.group('Branch location: map links', () => {
  test('coordinates are read from the usual Google Maps links, offline', ({ assert }) => {
    const riyadh = { latitude: 24.7136, longitude: 46.6753 }
    assert.deepEqual(parseMapLink('https://www.google.com/maps/@24.7136,46.6753,15z'), riyadh)
    assert.deepEqual(parseMapLink('https://maps.google.com/?q=24.7136,46.6753'), riyadh)
    assert.deepEqual(parseMapLink('https://www.google.com/maps?q=24.7136%2C46.6753&z=16'), riyadh)
    assert.deepEqual(
      parseMapLink(
        'https://www.google.com/maps/place/X/@24.70,46.60,17z/data=!3m1!4b1!4m6!3m5!8m2!3d24.7136!4d46.6753'
      ),
      riyadh
    )
    assert.deepEqual(parseMapLink('24.7136, 46.6753'), riyadh)
    assert.deepEqual(parseMapLink('www.google.com/maps/@-33.8688197,151.2092955,12z'), {
      latitude: -33.86882,
      longitude: 151.209296,
    })
    assert.equal(parseMapLink('https://maps.app.goo.gl/AbCdEf123'), 'short_link')
    assert.equal(parseMapLink('https://goo.gl/maps/xyz'), 'short_link')
    assert.equal(parseMapLink('https://www.google.com/maps/place/Riyadh'), 'no_coordinates')
    assert.equal(parseMapLink('https://www.google.com/maps/@95.1,46.6,15z'), 'no_coordinates')
    assert.equal(parseMapLink('not a link at all'), 'no_coordinates')
  })
})

test.group('Branch location: the dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a pasted link sets the location; the page shows it with a map link', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const branch = await firstBranch(demo.id)
    const response = await client
      .put(`/dashboard/demo/branches/${branch.id}`)
      .json(body(branch, { map_link: 'https://www.google.com/maps/@21.5433,39.1728,14z' }))
      .withInertia()
      .withCsrfToken()
      .loginAs(await demoOwner())
      .redirects(0)
    response.assertStatus(303)
    await branch.refresh()
    assert.deepEqual([branch.latitude, branch.longitude], [21.5433, 39.1728])

    const edit = await client
      .get(`/dashboard/demo/branches/${branch.id}/edit`)
      .withInertia()
      .loginAs(await demoOwner())
    const props = edit.inertiaProps as any
    assert.isTrue(props.canLocate)
    assert.deepInclude(props.branch, { latitude: 21.5433, longitude: 39.1728, map_link: '' })
    const list = await client
      .get('/dashboard/demo/branches')
      .withInertia()
      .loginAs(await demoOwner())
    const row = (list.inertiaProps as any).branches.find((b: any) => b.id === branch.id)
    assert.include(row.location.mapUrl, 'query=21.5433,39.1728')
  })

  test('a short link is refused in Arabic and nothing is stored', async ({ client, assert }) => {
    const { demo } = await websites()
    const branch = await firstBranch(demo.id)
    const before = [branch.latitude, branch.longitude, branch.name]
    const response = await client
      .put(`/dashboard/demo/branches/${branch.id}`)
      .json(body(branch, { name: 'اسم جديد', map_link: 'https://maps.app.goo.gl/AbCdEf123' }))
      .header('referer', `/dashboard/demo/branches/${branch.id}/edit`)
      .withInertia()
      .withCsrfToken()
      .loginAs(await demoOwner())
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('inputErrorsBag', { map_link: [MAP_LINK_MESSAGES.short_link] })
    await branch.refresh()
    assert.deepEqual([branch.latitude, branch.longitude, branch.name], before)
  })

  test('"my location" coordinates are stored, and clearing removes them', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const branch = await firstBranch(demo.id)
    const owner = await demoOwner()
    const put = (location: Record<string, unknown>) =>
      client
        .put(`/dashboard/demo/branches/${branch.id}`)
        .json(body(branch, location))
        .withInertia()
        .withCsrfToken()
        .loginAs(owner)
        .redirects(0)
    ;(await put({ latitude: 26.4207, longitude: 50.0888 })).assertStatus(303)
    await branch.refresh()
    assert.deepEqual([branch.latitude, branch.longitude], [26.4207, 50.0888])
    // a half location is an error, and changes nothing
    const half = await put({ latitude: 20 })
    half.assertStatus(303)
    await branch.refresh()
    assert.deepEqual([branch.latitude, branch.longitude], [26.4207, 50.0888])
    // a save without location fields keeps it; clear_location removes it
    ;(await put({})).assertStatus(303)
    await branch.refresh()
    assert.equal(branch.latitude, 26.4207)
    ;(await put({ clear_location: true })).assertStatus(303)
    await branch.refresh()
    assert.isNull(branch.latitude)
    assert.isNull(branch.longitude)
  })

  test('a plan without locate_nearest_branch refuses a location, page or crafted request', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await websites()
    const branch = await firstBranch(nakheel.id)
    const owner = await nakheelOwner()
    const edit = await client
      .get(`/dashboard/nakheel/branches/${branch.id}/edit`)
      .withInertia()
      .loginAs(owner)
    assert.isFalse((edit.inertiaProps as any).canLocate)

    const crafted = await client
      .put(`/dashboard/nakheel/branches/${branch.id}`)
      .json(body(branch, { name: 'فرع بريدة', latitude: 26.33, longitude: 43.97 }))
      .header('referer', `/dashboard/nakheel/branches/${branch.id}/edit`)
      .withInertia()
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    crafted.assertStatus(303)
    crafted.assertFlashMessage(
      'error',
      'باقتك الحالية لا تشمل «تحديد أقرب فرع للعميل». رقِّ باقتك لاستخدام هذه الميزة.'
    )
    await branch.refresh()
    assert.isNull(branch.latitude)
    assert.notEqual(branch.name, 'فرع بريدة')

    // the same request as JSON (no page): 403 with the same message
    const json = await client
      .put(`/dashboard/nakheel/branches/${branch.id}`)
      .json(body(branch, { map_link: 'https://maps.google.com/?q=26.33,43.97' }))
      .header('accept', 'application/json')
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    assert.include([403, 303], json.status())
    await branch.refresh()
    assert.isNull(branch.latitude)

    // a new branch with a location is refused the same way (and none is added)
    const count = async () => (await Branch.query().where('website_id', nakheel.id)).length
    const n = await count()
    await client
      .post('/dashboard/nakheel/branches')
      .json({
        ...body(branch, { latitude: 26.33, longitude: 43.97 }),
        name: 'فرع ثان',
        hours: weekOf(newBranchHours()),
      })
      .withInertia()
      .withCsrfToken()
      .loginAs(owner)
      .redirects(0)
    assert.equal(await count(), n)
  })

  test("another website's branch is a 404 and keeps its location", async ({ client, assert }) => {
    const { demo } = await websites()
    const branch = await firstBranch(demo.id)
    const before = [branch.latitude, branch.longitude]
    const response = await client
      .put(`/dashboard/nakheel/branches/${branch.id}`)
      .json(body(branch, { latitude: 10, longitude: 10 }))
      .withInertia()
      .withCsrfToken()
      .loginAs(await nakheelOwner())
      .redirects(0)
    response.assertStatus(404)
    await branch.refresh()
    assert.deepEqual([branch.latitude, branch.longitude], before)
  })

  test('the storefront offers the nearest branch only with the plan and a location', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await websites()
    const demoPage = await client.get('/o/demo/products').withInertia()
    const demoStore = (demoPage.inertiaProps as any).storefront
    assert.deepEqual(
      demoStore.branches.map((b: any) => b.location),
      [
        { latitude: 24.695, longitude: 46.685299 },
        { latitude: 24.829, longitude: 46.659 },
      ]
    )
    // a location stored behind the plan's back is not offered
    await Branch.query()
      .where('website_id', nakheel.id)
      .update({ latitude: 26.33, longitude: 43.97 })
    const nakheelPage = await client.get('/o/nakheel/products').withInertia()
    const nakheelStore = (nakheelPage.inertiaProps as any).storefront
    assert.isTrue(nakheelStore.branches.every((b: any) => b.location === null))
  })
})
