// /api/v1's shared conventions: RateLimit headers and a 429 per holder, ETags and 304 on GETs.
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { apiRateLimit } from '#config/api'
import { apiLogin, resetLimits, websites } from '#tests/functional/api/helpers'

const ADDRESS = {
  country: 'SA',
  city: 'الرياض',
  district: 'حي النرجس',
  street: 'شارع الثمامة',
  short_address: 'RNRA1234',
}

/** Runs a test body with a small quota (.env.test lifts it so the suite's own calls never meet it). */
async function withQuota(requests: number, body: () => Promise<void>) {
  const saved = apiRateLimit.requests
  apiRateLimit.requests = requests
  try {
    await body()
  } finally {
    apiRateLimit.requests = saved
  }
}

test.group('API conventions: rate limits and ETags', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })
  group.each.teardown(() => resetLimits())

  test('every answer states the policy and what is left of it', async ({ client, assert }) => {
    const response = await client.get('/api/v1/website/plans')
    response.assertStatus(200)
    const policy = response.header('ratelimit-policy')
    assert.equal(policy, `"per-holder";q=${apiRateLimit.requests};w=60`)
    assert.match(response.header('ratelimit')!, /^"per-holder";r=\d+;t=\d+$/)
    const left = Number(/r=(\d+)/.exec(response.header('ratelimit')!)![1])
    const again = await client.get('/api/v1/website/plans')
    assert.equal(Number(/r=(\d+)/.exec(again.header('ratelimit')!)![1]), left - 1)
  })

  test('past the quota: 429 with Retry-After and an Arabic message; each token has its own bucket', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const sara = await apiLogin(client, demo, 'quota.sara@example.com')
    const reem = await apiLogin(client, demo, 'quota.reem@example.com')
    await withQuota(3, async () => {
      for (let call = 0; call < 3; call++) {
        ;(await client.get('/api/v1/order?username=demo').bearerToken(sara.token)).assertStatus(200)
      }
      const refused = await client.get('/api/v1/order?username=demo').bearerToken(sara.token)
      refused.assertStatus(429)
      assert.isAbove(Number(refused.header('retry-after')), 0)
      assert.match(refused.header('ratelimit')!, /^"per-holder";r=0;t=\d+$/)
      assert.match(refused.body().message, /تنتظر/)
      // another customer's token, and a caller without one, count apart
      ;(await client.get('/api/v1/order?username=demo').bearerToken(reem.token)).assertStatus(200)
      ;(await client.get('/api/v1/website/plans')).assertStatus(200)
    })
  })

  test('a private GET has an ETag, is private, answers 304 to If-None-Match, and 200 once it changed', async ({
    client,
    assert,
  }) => {
    const { demo } = await websites()
    const sara = await apiLogin(client, demo, 'etag.sara@example.com')
    const first = await client.get('/api/v1/address').bearerToken(sara.token)
    first.assertStatus(200)
    const etag = first.header('etag')!
    assert.isString(etag)
    assert.equal(first.header('cache-control'), 'private, no-cache')
    const same = await client
      .get('/api/v1/address')
      .bearerToken(sara.token)
      .header('If-None-Match', etag)
    same.assertStatus(304)
    assert.equal(same.text(), '')

    await client.post('/api/v1/address').bearerToken(sara.token).json(ADDRESS)
    const changed = await client
      .get('/api/v1/address')
      .bearerToken(sara.token)
      .header('If-None-Match', etag)
    changed.assertStatus(200)
    assert.notEqual(changed.header('etag'), etag)
    assert.lengthOf(changed.body().address, 1)
  })

  test('a write is counted but never gets an ETag', async ({ client, assert }) => {
    const { demo } = await websites()
    const sara = await apiLogin(client, demo, 'write.sara@example.com')
    const response = await client.post('/api/v1/address').bearerToken(sara.token).json(ADDRESS)
    response.assertStatus(201)
    assert.isUndefined(response.header('etag'))
    assert.match(response.header('ratelimit')!, /^"per-holder";r=\d+;t=\d+$/)
  })
})
