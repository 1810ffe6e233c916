// The strict suite's own guarantees: each test starts from the seeded database, restored in milliseconds
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { lastResetMs, takeAcquireFailures } from '#tests/strict/setup'

const MARK = 'strict-reset-mark@example.com'

test.group('Strict: database reset', () => {
  test('a row written by one test', async ({ assert }) => {
    const website = await db.from('websites').where('username', 'demo').firstOrFail()
    await db.table('contact_messages').insert({
      website_id: website.id,
      name: 'اختبار',
      email: MARK,
      message: 'يجب أن يختفي قبل الاختبار التالي',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    assert.lengthOf(await db.from('contact_messages').where('email', MARK), 1)
  })

  test('is gone in the next one, the reset timed', async ({ assert }) => {
    assert.lengthOf(await db.from('contact_messages').where('email', MARK), 0)
    // measured, not bounded: a loaded CI machine must not fail a correct reset (about 2 ms when quiet)
    assert.isAbove(lastResetMs, 0)
  })

  test('a query outside an open transaction fails fast instead of hanging', async ({ assert }) => {
    const started = performance.now()
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await trx.from('websites').select('id').first()
        // the single connection is the transaction's: this waits for it, then gives up
        await db.from('websites').select('id').first()
      })
    )
    assert.isBelow(performance.now() - started, 5000)
    // provoked here: the other tests fail on any such timeout, even one the app only logs
    assert.lengthOf(takeAcquireFailures(), 1)
  })
})
