// The submissions of a website's forms in its messages inbox: by form, read or not, deleted, exported.
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import FormVersion from '#models/form_version'
import FormSubmission from '#models/form_submission'
import type Website from '#models/website'
import { FormFiles } from '#services/forms/form_files'
import { answerText } from '#services/forms/answer_text'
import type { StoredFormFile, SubmittedAnswer } from '#services/forms/field_types'

const PER_PAGE = 20
const EXPORT_CHUNK = 500

/** A tab of the inbox: a form's id, or 'deleted' for the submissions of forms that were deleted. */
export type FormTab = number | 'deleted'

function isFile(value: SubmittedAnswer['value']): value is StoredFormFile {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

/** The files among a submission's answers. */
export function filesOf(submission: FormSubmission): StoredFormFile[] {
  return submission.answers.map((answer) => answer.value).filter(isFile)
}

export const FormInbox = {
  /** The inbox's tabs: every form (even with no submission yet) and its unread count. */
  async tabs(website: Website) {
    const [forms, unread, orphans] = await Promise.all([
      Form.query().where('website_id', website.id).orderBy('id').select('id', 'title'),
      db
        .from('form_submissions')
        .where('website_id', website.id)
        .whereNull('read_at')
        .whereNotNull('form_id')
        .groupBy('form_id')
        .select('form_id')
        .count('* as total'),
      db
        .from('form_submissions')
        .where('website_id', website.id)
        .whereNull('form_id')
        .count('* as total')
        .first(),
    ])
    const byForm = new Map(unread.map((row: any) => [Number(row.form_id), Number(row.total)]))
    return {
      forms: forms.map((form) => ({
        id: form.id,
        title: form.title,
        unread: byForm.get(form.id) ?? 0,
      })),
      hasDeleted: Number(orphans?.total ?? 0) > 0,
    }
  },

  query(website: Website, tab: FormTab) {
    const query = FormSubmission.query().where('website_id', website.id)
    return tab === 'deleted' ? query.whereNull('form_id') : query.where('form_id', tab)
  },

  /** Unread first, then newest first. */
  list(website: Website, tab: FormTab, page: number) {
    return this.query(website, tab)
      .orderByRaw('CASE WHEN read_at IS NULL THEN 0 ELSE 1 END')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(Math.max(1, page), PER_PAGE)
  },

  /** This website's submission, or the 404 page. */
  find(website: Website, id: number | string) {
    return FormSubmission.query().where('website_id', website.id).where('id', id).firstOrFail()
  },

  async markRead(website: Website, id: number | string, read = true) {
    const submission = await this.find(website, id)
    if (read && !submission.readAt) submission.readAt = DateTime.now()
    if (!read) submission.readAt = null
    await submission.save()
    return submission
  },

  /** The submission goes with its files. */
  async remove(website: Website, id: number | string) {
    const submission = await this.find(website, id)
    await submission.delete()
    await FormFiles.remove(website.id, filesOf(submission))
  },

  /** A file of a submission of this website by its key, with its bytes; null when not found. */
  async file(website: Website, id: number | string, key: string) {
    const submission = await this.find(website, id)
    const file = filesOf(submission).find((candidate) => candidate.key === key)
    if (!file) return null
    const bytes = await FormFiles.bytes(website.id, file)
    return bytes ? { file, bytes } : null
  },

  /**
   * The CSV's columns: the date, then the union of the labels every version of the form showed (a
   * renamed field is a column of each name), in the order they first appeared.
   */
  async exportHeader(website: Website, form: Form) {
    const versions = await FormVersion.query()
      .where('website_id', website.id)
      .where('form_id', form.id)
      .orderBy('id')
    const labels: string[] = []
    for (const version of versions) {
      for (const field of version.fields)
        if (!labels.includes(field.label)) labels.push(field.label)
    }
    return labels
  },

  /** The submissions of a form, oldest first, a chunk at a time (memory stays flat). */
  async *exportChunks(website: Website, form: Form, stopped: () => boolean = () => false) {
    let after = 0
    while (!stopped()) {
      const rows = await FormSubmission.query()
        .where('website_id', website.id)
        .where('form_id', form.id)
        .where('id', '>', after)
        .orderBy('id')
        .limit(EXPORT_CHUNK)
      if (rows.length === 0) return
      after = rows[rows.length - 1].id
      yield rows
      if (rows.length < EXPORT_CHUNK) return
    }
  },
}

/** One CSV line of a submission under `labels` (answers matched by the label they were sent with). */
export function exportLine(submission: FormSubmission, labels: string[], zone: string): string[] {
  const byLabel = new Map<string, string[]>()
  for (const answer of submission.answers) {
    byLabel.set(answer.label, [...(byLabel.get(answer.label) ?? []), answerText(answer)])
  }
  return [
    submission.createdAt.setZone(zone).toFormat('yyyy-MM-dd HH:mm'),
    ...labels.map((label) => byLabel.get(label)?.join('، ') ?? ''),
  ]
}
