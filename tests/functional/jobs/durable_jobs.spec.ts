import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { LogTransport } from '#mails/transports/log_transport'
import { jobs, mailJob } from '#services/jobs/jobs'
import { JobQueue } from '#services/jobs/queue'
import { JobRunner } from '#services/jobs/runner'
import { ensureScheduled, nextSlot } from '#services/jobs/schedule'

/** A contact receipt to `email`: the smallest real mail. */
const receipt = (email: string) =>
  mailJob('contact_receipt', { name: 'هند', email, message: 'مرحبا' }, 'صفحتي')

const jobRow = (id: number | null) => db.from('jobs').where('id', id!).firstOrFail()

async function until(check: () => Promise<boolean>, ms = 5000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not done within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The log transport refuses every mail while `run` runs, as a mail server that is down. */
async function withMailServerDown<T>(run: () => Promise<T>) {
  const send = LogTransport.prototype.send
  LogTransport.prototype.send = async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:587')
  }
  try {
    return await run()
  } finally {
    LogTransport.prototype.send = send
  }
}

test.group('Durable jobs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // jobs committed by earlier suites (servers they started, tests without a global transaction) are
  // not this test's: set aside inside the test's transaction, so a drain runs this test's jobs only
  group.each.setup(async () => {
    await db.from('jobs').delete()
  })
  group.each.setup(() => LogTransport.clear())

  test('a job survives a restart: dispatched, its runner stopped first, a new runner sends it', async ({
    assert,
  }) => {
    const before = new JobRunner({ pollMs: 20 }).start()
    const id = await jobs.dispatch('mail.send', receipt('restart@example.com'), {
      runAt: Date.now() + 300,
    })
    await before.stop()
    assert.equal((await jobRow(id)).status, 'pending')
    assert.isUndefined(LogTransport.lastTo('restart@example.com'))

    const after = new JobRunner({ pollMs: 20 }).start()
    try {
      await until(async () => (await jobRow(id)).status === 'done')
    } finally {
      await after.stop()
    }
    assert.equal(LogTransport.sentTo('restart@example.com').length, 1)
    assert.equal(Number((await jobRow(id)).attempts), 1)
  })

  test("a killed process's job is taken again once its lease passes", async ({ assert }) => {
    const id = await jobs.dispatch('mail.send', receipt('lease@example.com'))
    const now = Date.now()
    // a runner claims it and dies: nothing records an outcome
    const claimed = await JobQueue.claim('dead-process', 60_000, now, id!)
    assert.equal(claimed?.id, id)

    assert.isFalse(await new JobRunner({ now: () => now + 59_000 }).runNext(id!))
    assert.isTrue(await new JobRunner({ now: () => now + 61_000 }).runNext(id!))
    const row = await jobRow(id)
    assert.equal(row.status, 'done')
    assert.equal(Number(row.attempts), 2)
    assert.equal(LogTransport.sentTo('lease@example.com').length, 1)
  })

  test('a mail the mail server refuses is kept and retried with backoff, then sent', async ({
    assert,
  }) => {
    const id = await withMailServerDown(() =>
      jobs.sendMail(receipt('retry@example.com'), { maxAttempts: 3 })
    )
    let row = await jobRow(id)
    assert.equal(row.status, 'pending')
    assert.equal(Number(row.attempts), 1)
    assert.include(row.last_error, 'ECONNREFUSED')
    const retryAt = Number(row.run_at)
    assert.isAtLeast(retryAt, Date.now() + 25_000)
    assert.isUndefined(LogTransport.lastTo('retry@example.com'))

    // not before its time; the second attempt fails too and waits about twice as long
    assert.isFalse(await new JobRunner({ now: () => retryAt - 1000 }).runNext(id!))
    await withMailServerDown(() => new JobRunner({ now: () => retryAt }).runNext(id!))
    row = await jobRow(id)
    assert.equal(Number(row.attempts), 2)
    assert.isAtLeast(Number(row.run_at) - retryAt, 55_000)

    assert.isTrue(await new JobRunner({ now: () => Number(row.run_at) }).runNext(id!))
    row = await jobRow(id)
    assert.equal(row.status, 'done')
    assert.isNull(row.last_error)
    assert.equal(LogTransport.sentTo('retry@example.com').length, 1)
  })

  test('after its last attempt a job is failed, with the error kept', async ({ assert }) => {
    const id = await jobs.dispatch('mail.send', receipt('never@example.com'), { maxAttempts: 2 })
    const runner = new JobRunner({ backoffMs: 0 })
    await withMailServerDown(() => runner.drain())
    const row = await jobRow(id)
    assert.equal(row.status, 'failed')
    assert.equal(Number(row.attempts), 2)
    assert.include(row.last_error, 'ECONNREFUSED')
    assert.isFalse(await runner.runNext(id!))
  })

  test('an expired job is failed, not sent', async ({ assert }) => {
    const id = await jobs.dispatch('mail.send', receipt('late@example.com'), {
      expiresAt: Date.now() + 1000,
    })
    await new JobRunner({ now: () => Date.now() + 2000 }).runNext(id!)
    assert.equal((await jobRow(id)).status, 'failed')
    assert.isUndefined(LogTransport.lastTo('late@example.com'))
  })

  test('a job exists only if its transaction commits', async ({ assert }) => {
    const count = async () => {
      const rows = await db.from('jobs').where('payload', 'like', '%rollback@example.com%')
      return rows.length
    }
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await jobs.dispatch('mail.send', receipt('rollback@example.com'), { trx })
        throw new Error('the change failed')
      })
    )
    assert.equal(await count(), 0)
    await db.transaction(async (trx) => {
      await jobs.dispatch('mail.send', receipt('rollback@example.com'), { trx })
    })
    assert.equal(await count(), 1)
  })

  test('two runners at once run each job once', async ({ assert }) => {
    for (let i = 0; i < 20; i++) await jobs.dispatch('mail.send', receipt(`many${i}@example.com`))
    const [a, b] = [new JobRunner(), new JobRunner()]
    const ran = await Promise.all([a.drain(), b.drain()])
    assert.equal(ran[0] + ran[1], 20)
    for (let i = 0; i < 20; i++) assert.lengthOf(LogTransport.sentTo(`many${i}@example.com`), 1)
  })

  test('a graceful stop finishes the job in hand', async ({ assert }) => {
    const send = LogTransport.prototype.send
    LogTransport.prototype.send = async function (message) {
      await new Promise((resolve) => setTimeout(resolve, 300))
      return send.call(this, message)
    }
    try {
      const runner = new JobRunner({ pollMs: 20 }).start()
      const id = await jobs.dispatch('mail.send', receipt('stop@example.com'))
      await until(async () => (await jobRow(id)).locked_until !== null)
      await runner.stop()
      assert.equal((await jobRow(id)).status, 'done')
      assert.lengthOf(LogTransport.sentTo('stop@example.com'), 1)
    } finally {
      LogTransport.prototype.send = send
    }
  })

  test('a daily job is stored once per slot, however many processes schedule it', async ({
    assert,
  }) => {
    const now = Date.UTC(2026, 10, 26, 1, 0) // 04:00 in Riyadh
    const daily = [{ name: 'db.backup' as const, at: '03:00' }]
    await Promise.all([ensureScheduled(now, daily), ensureScheduled(now, daily)])
    await ensureScheduled(now + 3600_000, daily)
    const rows = await db.from('jobs').where('name', 'db.backup')
    assert.lengthOf(rows, 1)
    // the next 03:00 of Riyadh (UTC+3) after 04:00 is tomorrow's, 00:00 UTC
    assert.equal(Number(rows[0].run_at), Date.UTC(2026, 10, 27, 0, 0))
    assert.equal(
      nextSlot('03:00', Date.UTC(2026, 10, 26, 23, 0)).toMillis(),
      Date.UTC(2026, 10, 27)
    )
  })
})
