import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Plan from '#models/plan'
import { DomainError } from '#exceptions/domain_error'
import { PlanLimits } from '#services/plans/plan_limits'
import { PlanFactory } from '#database/factories/plan_factory'
import { WebsiteFactory } from '#database/factories/website_factory'

/** A website on a plan of its own with these features. */
async function websiteWith(features: Plan['features'], expiresAt: DateTime | null = null) {
  const plan = await PlanFactory.merge({ features }).create()
  return WebsiteFactory.merge({ planId: plan.id, planExpiresAt: expiresAt }).create()
}

/** The DomainError a promise rejects with (fails when it resolves). */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof DomainError) return error
    throw error
  }
  throw new Error('expected a DomainError')
}

test.group('Plan limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a counted feature allows up to its number, then refuses in Arabic', async ({ assert }) => {
    const website = await websiteWith({ branch_count: 2 })
    await PlanLimits.ensureCanAdd(website, 'branch_count', 0)
    await PlanLimits.ensureCanAdd(website, 'branch_count', 1)
    assert.isTrue(await PlanLimits.canAdd(website, 'branch_count', 1))
    assert.isFalse(await PlanLimits.canAdd(website, 'branch_count', 2))

    const error = await refusal(PlanLimits.ensureCanAdd(website, 'branch_count', 2))
    assert.equal(error.reason, 'plan_limit_reached')
    assert.deepEqual(error.params, { feature: 'branch_count', limit: 2 })
    assert.equal(error.status, 403)
    assert.isUndefined(error.field)
    assert.equal(error.userMessage, 'بلغت حد باقتك في «عدد الفروع» (2). رقِّ باقتك لإضافة المزيد.')
  })

  test('null or an absent count is unlimited', async ({ assert }) => {
    const website = await websiteWith({ branch_count: null })
    await PlanLimits.ensureCanAdd(website, 'branch_count', 10_000)
    assert.isNull(await PlanLimits.limitOf(website, 'branch_count'))
    // absent: the plans page shows it as unlimited, so it is
    await PlanLimits.ensureCanAdd(website, 'landing_pages', 10_000)
    assert.isNull(await PlanLimits.limitOf(website, 'landing_pages'))
  })

  test('a zero count refuses the first one', async ({ assert }) => {
    const website = await websiteWith({ manage_pages: 0 })
    const error = await refusal(PlanLimits.ensureCanAdd(website, 'manage_pages', 0))
    assert.equal(error.reason, 'plan_limit_reached')
    assert.include(error.userMessage, '«الصفحات» (0)')
  })

  test('a boolean feature is allowed only when true; absent or false refuses', async ({
    assert,
  }) => {
    const website = await websiteWith({ manage_items: true, tax_enabled: false })
    await PlanLimits.ensureFeature(website, 'manage_items')
    assert.isTrue(await PlanLimits.hasFeature(website, 'manage_items'))
    assert.isFalse(await PlanLimits.hasFeature(website, 'tax_enabled'))

    const off = await refusal(PlanLimits.ensureFeature(website, 'tax_enabled'))
    assert.equal(off.reason, 'plan_feature_missing')
    assert.deepEqual(off.params, { feature: 'tax_enabled' })
    assert.equal(
      off.userMessage,
      'باقتك الحالية لا تشمل «الفواتير الضريبية». رقِّ باقتك لاستخدام هذه الميزة.'
    )
    const absent = await refusal(PlanLimits.ensureFeature(website, 'add_reservations'))
    assert.equal(absent.reason, 'plan_feature_missing')
    assert.include(absent.userMessage, '«استقبال الحجوزات»')
  })

  test("an expired plan falls back to the default (free) plan's limits", async ({ assert }) => {
    const free = await Plan.query().where('is_default', true).firstOrFail()
    assert.equal(free.features.branch_count, 1)
    const now = DateTime.now()
    const expired = await websiteWith(
      { branch_count: null, add_reservations: true },
      now.minus({ days: 1 })
    )
    assert.equal(await PlanLimits.limitOf(expired, 'branch_count'), 1)
    const error = await refusal(PlanLimits.ensureCanAdd(expired, 'branch_count', 1))
    assert.deepEqual(error.params, { feature: 'branch_count', limit: 1 })
    assert.isFalse(await PlanLimits.hasFeature(expired, 'add_reservations'))

    // the same plan still running keeps its own limits
    const running = await websiteWith(
      { branch_count: null, add_reservations: true },
      now.plus({ days: 1 })
    )
    assert.isNull(await PlanLimits.limitOf(running, 'branch_count'))
    assert.isTrue(await PlanLimits.hasFeature(running, 'add_reservations'))
  })

  test("demo's monthly plan is unlimited for branches, nakheel's free plan allows one", async ({
    assert,
  }) => {
    const { default: Website } = await import('#models/website')
    const demo = await Website.findByOrFail('username', 'demo')
    const nakheel = await Website.findByOrFail('username', 'nakheel')
    assert.isNull(await PlanLimits.limitOf(demo, 'branch_count'))
    assert.equal(await PlanLimits.limitOf(nakheel, 'branch_count'), 1)
    assert.isTrue(await PlanLimits.hasFeature(demo, 'add_reservations'))
    assert.isFalse(await PlanLimits.hasFeature(nakheel, 'add_reservations'))
  })

  test("inside a transaction the plan is read through it (SQLite's one connection is the transaction's)", async ({
    assert,
  }) => {
    const now = DateTime.now()
    await db.transaction(async (trx) => {
      // knex reports each statement of this transaction (and only of it) on its own client
      const statements: string[] = []
      trx.knexClient.on('query', (query: { sql: string }) => statements.push(query.sql))
      const plan = await PlanFactory.client(trx)
        .merge({ features: { branch_count: 3 } })
        .create()
      const running = await WebsiteFactory.client(trx)
        .merge({ planId: plan.id, planExpiresAt: now.plus({ days: 1 }) })
        .create()
      const expired = await WebsiteFactory.client(trx)
        .merge({ planId: plan.id, planExpiresAt: now.minus({ days: 1 }) })
        .create()
      const created = statements.length

      assert.equal(await PlanLimits.limitOf(running, 'branch_count', { client: trx }), 3)
      await PlanLimits.ensureCanAdd(running, 'branch_count', 2, { client: trx, now })
      // an expired plan reads the default plan, through the transaction too
      assert.equal(await PlanLimits.limitOf(expired, 'branch_count', { client: trx, now }), 1)
      const reads = statements.slice(created)
      // the running plan is read once and kept on the website for the rest of the request
      assert.lengthOf(reads, 2)
      assert.isTrue(
        reads.every((sql) => /\bplans\b/.test(sql)),
        reads.join('\n')
      )

      // without the client, a website whose plan is not read yet reads it on the connection's default
      // client, not this transaction
      const { default: Website } = await import('#models/website')
      const again = await Website.findOrFail(running.id, { client: trx })
      const before = statements.length
      assert.equal(await PlanLimits.limitOf(again, 'branch_count'), 3)
      assert.lengthOf(statements, before)
      await trx.rollback()
    })
  })
})
