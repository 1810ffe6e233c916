// A visitor's submission of a merchant form: checked against the field set shown, stored with its snapshot.
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Form from '#models/form'
import FormVersion from '#models/form_version'
import FormSubmission from '#models/form_submission'
import type Website from '#models/website'
import { DomainError } from '#exceptions/domain_error'
import { jobs, mailJob, recipientOf } from '#services/jobs/jobs'
import { WebhookEvents } from '#services/webhooks/webhook_events'
import { dashboardAddress } from '#http/urls/website_addresses'
import { FormFiles } from '#services/forms/form_files'
import { checkAnswers, type RawAnswers } from '#services/forms/form_answers'
import { answerText } from '#services/forms/answer_text'
import type { FieldSnapshot, StoredFormFile, SubmittedAnswer } from '#services/forms/field_types'

/** What a visitor sends: the version the page showed (absent: the current one), answers, the trap. */
export interface SubmissionInput extends RawAnswers {
  version?: string | null
  /** the honeypot: a field people never see; anything in it marks a bot */
  trap?: string | null
}

/** A form's current fields as shown (the same shape a version keeps). */
export function snapshotOf(form: Form): FieldSnapshot[] {
  return form.fields.map((field) => ({
    key: field.key,
    type: field.type,
    label: field.label,
    help: field.help,
    required: field.isRequired,
    choices: field.choices,
  }))
}

/** The website's active forms, each with its fields in order. */
function activeForms(website: Website) {
  return Form.query()
    .where('website_id', website.id)
    .where('is_active', true)
    .preload('fields', (fields) => fields.orderBy('position').orderBy('id'))
}

export const FormSubmissions = {
  /** The form placed as a block on a page: null when none, or when it was hidden or deleted since. */
  placed(website: Website, formId: number | null) {
    if (!formId) return Promise.resolve(null)
    return activeForms(website).where('id', formId).first()
  },

  /** An active form of the website by its slug, with its fields in order, or the 404 page. */
  findActive(website: Website, slug: string) {
    return activeForms(website).where('slug', slug).firstOrFail()
  },

  /** The field set the visitor was shown: the current one, an earlier version, or a clear refusal. */
  async shownFields(form: Form, version: string | null | undefined): Promise<FieldSnapshot[]> {
    if (!version || version === form.version) return snapshotOf(form)
    const earlier = await FormVersion.query()
      .where('website_id', form.websiteId)
      .where('form_id', form.id)
      .where('hash', version)
      .first()
    if (!earlier) throw new DomainError('form_version_gone')
    return earlier.fields
  },

  /**
   * Stores a submission (null for a bot caught by the honeypot: it is answered as if stored, and
   * nothing is kept). The files are written first and removed again if the row cannot be; the owner's
   * mail is a durable job and the webhook event a delivery, both in the row's transaction.
   */
  async submit(website: Website, slug: string, input: SubmissionInput) {
    const form = await this.findActive(website, slug)
    if (input.trap) return { form, submission: null }
    const fields = await this.shownFields(form, input.version)
    const checked = await checkAnswers(fields, input)

    const stored: StoredFormFile[] = []
    try {
      const answers: SubmittedAnswer[] = []
      for (const { upload, ...answer } of checked) {
        if (upload) {
          const file = await FormFiles.store(website.id, upload.bytes, upload.kind, upload.name)
          stored.push(file)
          answers.push({ ...answer, value: file })
        } else answers.push(answer)
      }
      // read before the transaction: on SQLite its one connection is held until it ends
      await website.load('owner')
      const owner = website.owner
      const { submission, job } = await db.transaction(async (trx) => {
        const row = await FormSubmission.create(
          {
            websiteId: website.id,
            formId: form.id,
            formTitle: form.title,
            formVersion: input.version || form.version,
            answers,
          },
          { client: trx }
        )
        await WebhookEvents.formSubmitted(trx, row)
        const mail = owner?.email
          ? await jobs.dispatch(
              'mail.send',
              mailJob('form_submission', recipientOf(owner), {
                websiteName: website.nameAr,
                formTitle: form.title,
                lines: answers.map((answer) => `${answer.label}: ${answerText(answer)}`),
                url: dashboardAddress(website, 'dashboard.form_submissions.show', { id: row.id }),
              }),
              { trx, wake: false }
            )
          : null
        return { submission: row, job: mail }
      })
      if (job) await jobs.runNow(job)
      return { form, submission }
    } catch (error) {
      await FormFiles.remove(website.id, stored)
      if (!(error instanceof DomainError))
        logger.error({ err: error }, 'form submission not stored')
      throw error
    }
  },
}
