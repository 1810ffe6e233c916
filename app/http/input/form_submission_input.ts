// A form submission's request (page or /api/v1, multipart or JSON) as the service's plain input.
import type { Request } from '@adonisjs/core/http'
import { formSubmissionValidator } from '#validators/form_submission'
import type { SubmissionInput } from '#services/forms/form_submissions'
import type { UploadedFile } from '#services/forms/form_answers'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/** Answers under `answers[<key>]`, files under `files[<key>]` (one file a field: the first). */
export async function submissionInput(request: Request): Promise<SubmissionInput> {
  const envelope = await request.validateUsing(formSubmissionValidator)
  const values = request.input('answers')
  const sent = (request.allFiles() as Record<string, unknown>).files
  const files: Record<string, UploadedFile | undefined> = {}
  if (isRecord(sent)) {
    for (const [key, file] of Object.entries(sent)) {
      const first = (Array.isArray(file) ? file[0] : file) as UploadedFile | undefined
      if (first && typeof first === 'object') files[key] = first
    }
  }
  return {
    version: envelope.version ?? null,
    trap: envelope.website_url ?? null,
    values: isRecord(values) ? values : {},
    files,
  }
}
