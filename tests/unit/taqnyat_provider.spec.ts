// The Taqnyat SMS provider against the local fake of its documented API: accepted and refused answers.
import { test } from '@japa/runner'
import { TaqnyatProvider } from '#services/sms/taqnyat_provider'
import { SmsError } from '#services/sms/sms_provider'
import { FAKE_TAQNYAT, TaqnyatFake } from '#tests/functional/sms/taqnyat_fake'

test.group('SMS: the Taqnyat provider', (group) => {
  const fake = new TaqnyatFake()
  let base = ''
  group.setup(async () => {
    base = await fake.start()
    return () => fake.stop()
  })
  group.each.setup(() => fake.reset())

  const provider = (over: Partial<{ token: string; sender: string; baseUrl: string }> = {}) =>
    new TaqnyatProvider({ baseUrl: base, ...FAKE_TAQNYAT, ...over })

  async function refusal(send: Promise<unknown>) {
    try {
      await send
    } catch (error) {
      if (error instanceof SmsError) return error
      throw error
    }
    throw new Error('the message was not refused')
  }

  test('an accepted message: the international recipient, the body, the sender, its id', async ({
    assert,
  }) => {
    const receipt = await provider().send('0551234567', 'رمز الدخول: 123456')
    assert.lengthOf(fake.messages, 1)
    assert.deepEqual(fake.messages[0].recipients, ['966551234567'])
    assert.equal(fake.messages[0].body, 'رمز الدخول: 123456')
    assert.equal(fake.messages[0].sender, 'Safhati')
    assert.equal(receipt.messageId, String(fake.messages[0].messageId))
  })

  test('a wrong token (401), an unknown sender (400), no balance (403), a server error', async ({
    assert,
  }) => {
    assert.equal((await refusal(provider({ token: 'nope' }).send('0551234567', 'x'))).status, 401)
    assert.equal((await refusal(provider({ sender: 'Other' }).send('0551234567', 'x'))).status, 400)
    fake.failWith = 'no_balance'
    assert.equal((await refusal(provider().send('0551234567', 'x'))).status, 403)
    fake.failWith = 'down'
    assert.equal((await refusal(provider().send('0551234567', 'x'))).status, 500)
    assert.lengthOf(fake.messages, 0)
  })

  test('an unreachable provider is an SmsError with status 0', async ({ assert }) => {
    const error = await refusal(provider({ baseUrl: 'http://127.0.0.1:9' }).send('0551234567', 'x'))
    assert.equal(error.status, 0)
  })
})
