import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Website from '#models/website'

test.group('Social links saved in the settings show on both sites', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the TikTok account is linked from /o/demo and /c/demo', async ({
    client,
    route,
    assert,
  }) => {
    const demo = await Website.findByOrFail('username', 'demo')
    await demo.merge({ tiktokLink: 'https://www.tiktok.com/@lamsatjamal' }).save()

    for (const page of [
      route('store.home.show', { username: 'demo' }),
      route('content.home.show', { username: 'demo' }),
    ]) {
      const html = (await client.get(page)).text()
      assert.include(html, 'href="https://www.tiktok.com/@lamsatjamal"', page)
      assert.include(html, 'تيك توك', page)
    }
  })
})
