// An answer as one line of text: the mail, the CSV and the API's file-free views share it.
import type { SubmittedAnswer } from '#services/forms/field_types'

/** Text as typed, options joined by «، », a file by its name; an empty answer is a dash. */
export function answerText(answer: Pick<SubmittedAnswer, 'value'>): string {
  const { value } = answer
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.join('، ')
  if (typeof value === 'object') return value.name
  return value
}
