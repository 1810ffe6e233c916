// Merchant forms as the pages and /api/v1 show them: the merchant's lists, the editor, the public form.
import type Form from '#models/form'
import type FormSubmission from '#models/form_submission'
import { urlFor } from '#http/urls/urls'
import { snapshotOf } from '#services/forms/form_submissions'
import { FIELD_TYPE_LABELS, type SubmittedAnswer } from '#services/forms/field_types'
import { FORM_FILE_MAX_BYTES } from '#services/forms/form_files'
import { answerText } from '#services/forms/answer_text'
import { excerptOf, readStateOf } from '#presenters/inbox_row'

export const FormPresenter = {
  /** A row of the dashboard's list (and the merchant API's). */
  row(form: Form, counts: { fieldCount: number; submissionCount: number }) {
    return {
      id: form.id,
      title: form.title,
      slug: form.slug,
      active: form.isActive,
      fieldCount: counts.fieldCount,
      submissionCount: counts.submissionCount,
      createdAt: form.createdAt.toISO()!,
    }
  },

  /** What the editor edits (fields preloaded, in order). */
  edit(form: Form) {
    return {
      id: form.id,
      title: form.title,
      slug: form.slug,
      intro: form.intro,
      successMessage: form.successMessage,
      active: form.isActive,
      version: form.version,
      fields: snapshotOf(form),
    }
  },

  /** The public definition: what a visitor fills, with the version to send back. */
  definition(form: Form) {
    return {
      slug: form.slug,
      title: form.title,
      intro: form.intro,
      successMessage: form.successMessage ?? 'تم استلام رسالتك، شكرا لك.',
      version: form.version,
      maxFileBytes: FORM_FILE_MAX_BYTES,
      fields: snapshotOf(form),
    }
  },

  typeLabels() {
    return Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label }))
  },
}

/** The answers of a submission for the merchant: a file is a link their dashboard opens. */
function answersFor(username: string, submission: FormSubmission) {
  return submission.answers.map((answer: SubmittedAnswer) => {
    const value = answer.value
    const file =
      value && typeof value === 'object' && !Array.isArray(value)
        ? {
            name: value.name,
            size: value.size,
            mime: value.mime,
            url: urlFor(
              'dashboard.form_submissions.file',
              { username, id: submission.id },
              {
                key: value.key,
              }
            ),
          }
        : null
    return {
      key: answer.key,
      label: answer.label,
      type: answer.type,
      text: answerText(answer),
      file,
    }
  })
}

export const SubmissionPresenter = {
  row(submission: FormSubmission) {
    const text = submission.answers
      .filter((answer) => answer.value !== null)
      .map((answer) => `${answer.label}: ${answerText(answer)}`)
      .join(' · ')
    return {
      id: submission.id,
      formTitle: submission.formTitle,
      excerpt: excerptOf(text),
      ...readStateOf(submission),
    }
  },

  full(username: string, submission: FormSubmission) {
    return {
      id: submission.id,
      formId: submission.formId,
      formTitle: submission.formTitle,
      ...readStateOf(submission),
      answers: answersFor(username, submission),
    }
  },
}
