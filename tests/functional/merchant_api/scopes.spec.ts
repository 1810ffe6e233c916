import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { API_SCOPES } from '#services/api_keys/api_keys'
import { abilityOfRoute } from '#services/staff/permissions'
import router from '@adonisjs/core/services/router'
import { demoOwner, sites } from '#tests/functional/dashboard/purchase_helpers'
import { keyOf, call, assertProblem } from '#tests/functional/merchant_api/helpers'

test.group('Merchant API: scopes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the token page offers every scope, each with an Arabic label', async ({
    client,
    route,
    assert,
  }) => {
    const owner = await demoOwner()
    const page = await client
      .get(route('dashboard.api_keys.index', { username: 'demo' }))
      .withInertia()
      .loginAs(owner)
    const scopes = (page.inertiaProps as any).scopes as { value: string; label: string }[]
    assert.deepEqual(
      scopes.map((scope) => scope.value),
      [...API_SCOPES]
    )
    for (const scope of scopes) assert.match(scope.label, /^[\u0600-\u06FF]/)
  })

  test('every merchant route needs an ability of the permission table, and a key only holds the owner’s', async ({
    client,
    assert,
  }) => {
    const names = Object.values(router.toJSON())
      .flat()
      .map((route) => route.name ?? '')
      .filter((name) => name.startsWith('api.merchant.'))
    assert.isAbove(names.length, 60)
    for (const name of names) assert.isNotNull(abilityOfRoute(name), name)
    // a key whose maker is no longer the owner (another website's owner here) is dead
    const { demo, nakheel } = await sites()
    const key = await keyOf(demo, ['content:read'])
    demo.userId = nakheel.userId
    await demo.save()
    assertProblem(assert, await call(client, 'get', '/posts', key.value), 401, 'api_key_invalid')
  })
})
