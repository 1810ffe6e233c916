// Issue 29 item 5: renew, upgrade (prorated), downgrade at the end, reminders, the lapse and what it hides.
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Plan from '#models/plan'
import Subscription from '#models/subscription'
import type Website from '#models/website'
import { urlFor } from '#http/urls/urls'
import { PlanFactory } from '#database/factories/plan_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { BranchFactory } from '#database/factories/branch_factory'
import { BillingCheck } from '#services/billing/billing_check'
import { quote } from '#services/billing/plan_pricing'
import { sendMailJob } from '#services/jobs/mail_job'
import { HIDDEN_REASON } from '#services/plans/plan_visibility'
import mail from '@adonisjs/mail/services/main'
import PlanReminderMail from '#mails/plan_reminder_mail'
import { nakheelOwner, sites } from '#tests/functional/dashboard/purchase_helpers'
import { useFakeGateway } from '#tests/functional/payments/payment_helpers'
import { callback, checkoutAs, payAtFake } from '#tests/functional/billing/billing_helpers'

const monthlyPlan = () => Plan.findByOrFail('code', 'monthly')

/** A paid monthly period of `plan` that started `daysAgo` days ago, as a paid checkout leaves it. */
async function runningPeriod(website: Website, plan: Plan, daysAgo: number) {
  // whole seconds, as the database keeps them
  const startsAt = DateTime.utc().minus({ days: daysAgo }).set({ millisecond: 0 })
  const subscription = await Subscription.create({
    websiteId: website.id,
    planId: plan.id,
    period: 'monthly',
    startsAt,
    endsAt: startsAt.plus({ months: 1 }),
    status: 'active',
  })
  website.merge({ planId: plan.id, planExpiresAt: subscription.endsAt })
  await website.save()
  return subscription
}

async function payThroughPage(client: any, website: Website, data: Record<string, unknown>) {
  const owner = await nakheelOwner()
  const { checkout } = await checkoutAs(client, owner, website, data)
  const paymentId = await payAtFake(website, checkout!)
  const back = await callback(client, owner, website, checkout!, paymentId)
  back.assertStatus(302)
  await website.refresh()
  return checkout!
}

/** The 'plan_reminder' mails queued as jobs. */
async function reminders(): Promise<{ args: any[] }[]> {
  const rows = await db.from('jobs').where('name', 'mail.send').select('payload')
  return rows
    .map((row) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
    .filter((payload) => payload.mail === 'plan_reminder')
}

test.group('Plan billing: renew, upgrade, downgrade, reminders and the lapse', (group) => {
  useFakeGateway(group)
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('renewing adds a period after the running one, without a gap', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const plan = await monthlyPlan()
    const running = await runningPeriod(nakheel, plan, 10)
    const checkout = await payThroughPage(client, nakheel, { plan_id: plan.id, period: 'monthly' })
    assert.equal(checkout.kind, 'renew')
    assert.equal(checkout.amount, 27500)
    assert.equal(nakheel.planExpiresAt!.toMillis(), running.endsAt.plus({ months: 1 }).toMillis())
    const next = await Subscription.query()
      .where('website_id', nakheel.id)
      .where('status', 'scheduled')
      .firstOrFail()
    assert.equal(next.startsAt.toMillis(), running.endsAt.toMillis())

    // when the running period ends, the daily check starts the next one
    await BillingCheck.run(running.endsAt.plus({ minutes: 1 }))
    await next.refresh()
    await running.refresh()
    assert.equal(next.status, 'active')
    assert.equal(running.status, 'ended')
    await nakheel.refresh()
    assert.equal(nakheel.planId, plan.id)
  })

  test('upgrading mid-period charges the prorated difference and keeps the end date', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const plan = await monthlyPlan()
    const pro = await PlanFactory.merge({
      code: 'pro',
      name: 'الباقة الاحترافية',
      priceMonthly: 47500,
      priceYearly: 500000,
      features: { ...plan.features, branch_count: null },
    }).create()
    const running = await runningPeriod(nakheel, plan, 15)
    const state = { active: Object.assign(running, { plan }), scheduled: null } as any
    const now = DateTime.utc()
    const q = quote(state, pro, 'yearly', now)
    const length = running.endsAt.toMillis() - running.startsAt.toMillis()
    const left = running.endsAt.toMillis() - now.toMillis()
    assert.equal(q.kind, 'upgrade')
    assert.equal(q.period, 'monthly')
    assert.equal(q.amount, Math.ceil((20000 * left) / length))
    assert.isBelow(q.amount, 20000)

    const checkout = await payThroughPage(client, nakheel, { plan_id: pro.id, period: 'monthly' })
    assert.equal(checkout.kind, 'upgrade')
    assert.closeTo(checkout.amount, q.amount, 5)
    assert.equal(nakheel.planId, pro.id)
    assert.equal(nakheel.planExpiresAt!.toMillis(), running.endsAt.toMillis())
    await running.refresh()
    assert.equal(running.status, 'replaced')
  })

  test('downgrading is paid now and takes effect at the end of the period', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const plan = await monthlyPlan()
    const pro = await PlanFactory.merge({
      code: 'pro',
      priceMonthly: 47500,
      priceYearly: 500000,
    }).create()
    const running = await runningPeriod(nakheel, pro, 5)
    const checkout = await payThroughPage(client, nakheel, { plan_id: plan.id, period: 'monthly' })
    assert.equal(checkout.kind, 'downgrade')
    assert.equal(checkout.amount, 27500)
    assert.equal(nakheel.planId, pro.id, 'the dearer plan runs until its end')
    const job = await db.from('jobs').where('name', 'billing.check').orderBy('id', 'desc').first()
    assert.equal(Number(job.run_at), running.endsAt.toMillis())

    await BillingCheck.run(running.endsAt.plus({ seconds: 1 }))
    await nakheel.refresh()
    assert.equal(nakheel.planId, plan.id)
    assert.equal(nakheel.planExpiresAt!.toMillis(), running.endsAt.plus({ months: 1 }).toMillis())
  })

  test('reminders: 3 days and 1 day before a plan or a trial ends, once each, in Arabic', async ({
    assert,
  }) => {
    const { nakheel } = await sites()
    const plan = await monthlyPlan()
    const running = await runningPeriod(nakheel, plan, 27)
    const before = (await reminders()).length
    const threeDaysBefore = running.endsAt.minus({ days: 2, hours: 20 })
    await BillingCheck.run(threeDaysBefore)
    await BillingCheck.run(threeDaysBefore.plus({ hours: 2 }))
    let mails = await reminders()
    assert.lengthOf(mails, before + 1)
    const [recipient, facts] = mails[mails.length - 1].args
    assert.equal(recipient.email, 'nakheel@safhati.sa')
    assert.equal(facts.daysLeft, 3)
    assert.isFalse(facts.trial)
    assert.match(facts.planUrl, /\/dashboard\/nakheel\/plan$/)

    await BillingCheck.run(running.endsAt.minus({ hours: 20 }))
    mails = await reminders()
    assert.lengthOf(mails, before + 2)
    assert.equal(mails[mails.length - 1].args[1].daysLeft, 1)

    // the job sends the Arabic mail
    const { mails: sent } = mail.fake()
    try {
      await sendMailJob({ mail: 'plan_reminder', args: mails[mails.length - 1].args })
      sent.assertSent(PlanReminderMail, (message) => {
        return (
          message.subject.includes('غدا') &&
          String(message.message.toJSON().message.html).includes('جدد اشتراكك')
        )
      })
    } finally {
      mail.restore()
    }

    // a trial (the free plan with an end date) is reminded too
    const free = await Plan.findByOrFail('code', 'free')
    const { demo } = await sites()
    demo.merge({ planId: free.id, planExpiresAt: DateTime.utc().plus({ hours: 30 }) })
    await demo.save()
    await BillingCheck.run()
    const trial = (await reminders()).find((row) => row.args[1].websiteName === demo.nameAr)
    assert.isTrue(trial!.args[1].trial)
    assert.equal(trial!.args[1].daysLeft, 3)
  })

  test('a lapse keeps every product, hides those over the free count, and renewal shows them again', async ({
    client,
    assert,
  }) => {
    const { nakheel } = await sites()
    const plan = await monthlyPlan()
    const free = await Plan.findByOrFail('code', 'free')
    const limit = free.features.product_count!
    const existing = await nakheel.related('products').query().whereNull('archived_at')
    const extra = await ProductFactory.merge({ websiteId: nakheel.id }).createMany(
      limit + 3 - existing.length
    )
    const newest = extra[extra.length - 1]
    const branchCount = (await nakheel.related('branches').query()).length
    const extraBranch = await BranchFactory.merge({ websiteId: nakheel.id }).create()
    const running = await runningPeriod(nakheel, plan, 40)
    assert.isTrue(running.endsAt < DateTime.utc())

    const productUrl = urlFor('store.products.show', { username: 'nakheel', id: newest.id })
    await BillingCheck.run()
    await nakheel.refresh()
    assert.equal(nakheel.planId, free.id)
    assert.isNull(nakheel.planExpiresAt)
    await running.refresh()
    assert.equal(running.status, 'ended')
    const kept = await nakheel.related('products').query().whereNull('archived_at')
    assert.lengthOf(kept, limit + 3, 'every product kept')

    // the public sees the oldest `limit`; the newest is a 404
    ;(await client.get(productUrl)).assertStatus(404)
    const listed = await client
      .get(urlFor('store.products.index', { username: 'nakheel' }))
      .withInertia()
    assert.equal(listed.body().props.products.meta.total, limit - inactiveAmong(existing, limit))

    // the merchant sees them with the reason
    const owner = await nakheelOwner()
    const dashboard = await client
      .get(urlFor('dashboard.products.index', { username: 'nakheel' }))
      .loginAs(owner)
      .withInertia()
    assert.include(dashboard.body().props.hiddenIds, newest.id)
    assert.equal(dashboard.body().props.hiddenReason, HIDDEN_REASON)
    const branches = await client
      .get(urlFor('dashboard.branches.index', { username: 'nakheel' }))
      .loginAs(owner)
      .withInertia()
    assert.equal(branchCount >= free.features.branch_count!, true)
    assert.include(branches.body().props.hiddenIds, extraBranch.id)

    // renewing (a new subscription) shows them again
    await payThroughPage(client, nakheel, { plan_id: plan.id, period: 'monthly' })
    assert.equal(nakheel.planId, plan.id)
    ;(await client.get(productUrl)).assertStatus(200)
  })
})

/** Products the merchant hid themselves among the oldest `limit` (not counted as public). */
function inactiveAmong(rows: { id: number; isActive: boolean }[], limit: number) {
  return [...rows]
    .sort((a, b) => a.id - b.id)
    .slice(0, limit)
    .filter((row) => !row.isActive).length
}
