// A form submission as the merchant API shows it: answers with their labels as sent, files by name only.
import type FormSubmission from '#models/form_submission'
import { answerText } from '#services/forms/answer_text'

export const MerchantFormsPresenter = {
  submission(submission: FormSubmission) {
    return {
      id: submission.id,
      form_id: submission.formId,
      form_title: submission.formTitle,
      read: submission.readAt !== null,
      created_at: submission.createdAt.toISO()!,
      answers: submission.answers.map((answer) => {
        const value = answer.value
        const isFile = !!value && typeof value === 'object' && !Array.isArray(value)
        return {
          key: answer.key,
          label: answer.label,
          type: answer.type,
          value: isFile ? null : value,
          text: answerText(answer),
          // a file is opened from the dashboard: its name and size, never an address
          file: isFile ? { name: value.name, size: value.size, mime: value.mime } : null,
        }
      }),
    }
  },
}
