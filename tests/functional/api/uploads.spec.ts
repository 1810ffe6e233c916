import { test } from '@japa/runner'
import { DEMO_PASSWORD } from '#database/seeders/demo/support'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import Website from '#models/website'
import { resetLimits } from '#tests/functional/api/helpers'
import { clearUploads, png, uploadCount } from '#tests/functional/dashboard/website_helpers'

async function merchantToken(client: ApiClient) {
  const login = await client
    .post('/api/v1/login')
    .json({ email: 'demo@safhati.sa', password: DEMO_PASSWORD })
  login.assertStatus(200)
  return login.body().token as string
}

test.group('API: POST /imageupload', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('a merchant uploads an image of their website and gets its path', async ({
    client,
    assert,
    cleanup,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    cleanup(() => clearUploads(demo.id))
    const before = await uploadCount(demo.id)
    const token = await merchantToken(client)
    const response = await client
      .post('/api/v1/imageupload?username=demo')
      .bearerToken(token)
      .file('image', await png(64, 48), { filename: 'photo.png' })
    response.assertStatus(201)
    assert.match(response.body().imagePath, new RegExp(`${demo.id}/[a-z0-9]+-64x48\\.png$`))
    assert.equal(response.body().width, 64)
    assert.equal(await uploadCount(demo.id), before + 3)
  })

  test('refused: another merchant’s website (404), a non-image (422), no token (401)', async ({
    client,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    const owner = await User.findOrFail(demo.userId)
    assert.notEqual(nakheel.userId, owner.id)
    const before = await uploadCount(nakheel.id)
    const token = await merchantToken(client)
    const cross = await client
      .post('/api/v1/imageupload?username=nakheel')
      .bearerToken(token)
      .file('image', await png(10, 10), { filename: 'a.png' })
    cross.assertStatus(404)
    assert.equal(await uploadCount(nakheel.id), before)

    const text = await client
      .post('/api/v1/imageupload?username=demo')
      .bearerToken(token)
      .file('image', Buffer.from('not a picture\n'.repeat(20)), { filename: 'a.png' })
    text.assertStatus(422)
    assert.property(text.body().errors, 'image')

    const none = await client
      .post('/api/v1/imageupload?username=demo')
      .file('image', await png(10, 10), { filename: 'a.png' })
    none.assertStatus(401)
  })
})
