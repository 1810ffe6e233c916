/*
| Plan billing's daily check (a durable recurring job, also run when a paid period is due to start):
| periods that start take over the website's plan, ended plans lapse to the free plan (every record
| kept: plan_visibility hides what is over the free limits), and the owner is reminded 3 days and
| 1 day before a trial or a plan ends. Each step is idempotent, so a second run changes nothing and
| each reminder is one job by its unique key.
*/
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Plan from '#models/plan'
import Website from '#models/website'
import Subscription from '#models/subscription'
import { JobQueue } from '#services/jobs/queue'
import { mailJob, recipientOf } from '#services/jobs/mail_job'
import { SCHEDULE_ZONE } from '#services/jobs/schedule'
import { dashboardAddress } from '#http/urls/website_addresses'
import { sqlDateTime } from '#services/sql_time'

/** The reminders: this many days before the end (the nearest one not passed is sent). */
const REMINDER_DAYS = [3, 1] as const

async function defaultPlan() {
  return Plan.query().where('is_default', true).orderBy('sort_order').orderBy('id').first()
}

export const BillingCheck = {
  async run(now: DateTime = DateTime.utc()) {
    await this.startDue(now)
    await this.lapse(now)
    await this.remind(now)
  },

  /** Paid periods whose start has come replace the running one and set the website's plan. */
  async startDue(now: DateTime) {
    const due = await Subscription.query()
      .where('status', 'scheduled')
      .where('starts_at', '<=', sqlDateTime(now))
      .orderBy('starts_at')
      .orderBy('id')
    for (const next of due) {
      await db.transaction(async (trx) => {
        const website = await Website.query({ client: trx })
          .where('id', next.websiteId)
          .forUpdate()
          .firstOrFail()
        await Subscription.query({ client: trx })
          .where('website_id', website.id)
          .where('status', 'active')
          .update({ status: 'ended', updated_at: sqlDateTime(now) })
        next.useTransaction(trx)
        next.status = 'active'
        await next.save()
        website.merge({ planId: next.planId, planExpiresAt: next.endsAt })
        await website.useTransaction(trx).save()
      })
    }
  },

  /** Websites whose paid plan ended go to the free plan; their records stay as they are. */
  async lapse(now: DateTime) {
    const free = await defaultPlan()
    if (!free) return
    const ended = await Website.query()
      .whereNot('plan_id', free.id)
      .whereNotNull('plan_expires_at')
      .where('plan_expires_at', '<=', sqlDateTime(now))
    for (const website of ended) {
      await db.transaction(async (trx) => {
        await Subscription.query({ client: trx })
          .where('website_id', website.id)
          .where('status', 'active')
          .update({ status: 'ended', updated_at: sqlDateTime(now) })
        website.useTransaction(trx)
        website.merge({ planId: free.id, planExpiresAt: null })
        await website.save()
      })
    }
  },

  /** One mail per website, end date and reminder day: 3 days before, then 1 day before. */
  async remind(now: DateTime) {
    const horizon = now.plus({ days: Math.max(...REMINDER_DAYS) })
    const ending = await Website.query()
      .whereNotNull('plan_expires_at')
      .where('plan_expires_at', '>', sqlDateTime(now))
      .where('plan_expires_at', '<=', sqlDateTime(horizon))
      .preload('owner')
      .preload('plan')
    const free = await defaultPlan()
    for (const website of ending) {
      const queued = await Subscription.query()
        .where('website_id', website.id)
        .where('status', 'scheduled')
        .first()
      // a period already paid to follow: nothing ends for the merchant
      if (queued) continue
      const endsAt = website.planExpiresAt!
      const hoursLeft = endsAt.diff(now, 'hours').hours
      const days = hoursLeft <= 24 ? 1 : 3
      await JobQueue.dispatch(
        'mail.send',
        mailJob('plan_reminder', recipientOf(website.owner), {
          websiteName: website.nameAr,
          planName: website.plan.name,
          endsOn: endsAt.setZone(SCHEDULE_ZONE).toFormat('yyyy/MM/dd'),
          daysLeft: days,
          trial: website.planId === free?.id,
          planUrl: dashboardAddress(website, 'dashboard.plan.show'),
        }),
        { uniqueKey: `plan_reminder:${website.id}:${endsAt.toUTC().toISO()}:${days}` }
      )
    }
  },
}
