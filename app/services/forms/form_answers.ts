// Checks a visitor's answers against the field set they were shown: one Arabic message per field.
import { errors as vineErrors } from '@vinejs/vine'
import { DateTime } from 'luxon'
import { latinDigits, normalizeSaudiMobile } from '#services/auth/digits'
import {
  FORM_FILE_MAX_BYTES,
  FORM_FILE_MAX_LABEL,
  FormFiles,
  type FormFileKind,
} from '#services/forms/form_files'
import type { FieldSnapshot, SubmittedAnswer } from '#services/forms/field_types'

/** An uploaded file as the request gives it (the uploads middleware wrote it to a temporary path). */
export interface UploadedFile {
  tmpPath?: string
  size: number
  clientName?: string
}

/** What was sent, by field key: text or a list of chosen options, and the files. */
export interface RawAnswers {
  values: Record<string, unknown>
  files: Record<string, UploadedFile | undefined>
}

/** An answer checked: a file answer still holds its bytes, stored only once every answer passed. */
type CheckedAnswer = Omit<SubmittedAnswer, 'value'> & {
  value: SubmittedAnswer['value']
  upload?: { bytes: Buffer; kind: FormFileKind; name?: string }
}

const TEXT_MAX = { short_text: 200, long_text: 3000 } as const
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return String(value)
  return ''
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean)
  const one = text(value)
  return one ? [one] : []
}

/** One field's value or its Arabic message. */
async function checkField(
  field: FieldSnapshot,
  raw: RawAnswers
): Promise<{ answer?: CheckedAnswer; error?: string }> {
  const label = field.label
  const base = { key: field.key, label, type: field.type }
  const required = `الحقل «${label}» مطلوب.`

  if (field.type === 'file') {
    const file = raw.files[field.key]
    if (!file || !file.tmpPath || file.size === 0) {
      return field.required ? { error: required } : { answer: { ...base, value: null } }
    }
    if (file.size > FORM_FILE_MAX_BYTES) {
      return { error: `حجم الملف في «${label}» أكبر من ${FORM_FILE_MAX_LABEL}.` }
    }
    const { bytes, kind } = await FormFiles.read(file.tmpPath)
    if (!kind) return { error: `أرفق في «${label}» صورة (JPG أو PNG أو WebP) أو ملف PDF.` }
    return { answer: { ...base, value: null, upload: { bytes, kind, name: file.clientName } } }
  }

  if (field.type === 'choices') {
    const chosen = [...new Set(list(raw.values[field.key]))]
    if (chosen.length === 0) {
      return field.required ? { error: required } : { answer: { ...base, value: null } }
    }
    if (chosen.some((choice) => !field.choices?.includes(choice))) {
      return { error: `اختر من الخيارات المعروضة في «${label}».` }
    }
    // in the order the form lists them
    return { answer: { ...base, value: field.choices!.filter((c) => chosen.includes(c)) } }
  }

  const value = text(raw.values[field.key])
  if (!value) return field.required ? { error: required } : { answer: { ...base, value: null } }

  switch (field.type) {
    case 'short_text':
    case 'long_text':
      if (value.length > TEXT_MAX[field.type]) {
        return { error: `يجب ألا يزيد «${label}» عن ${TEXT_MAX[field.type]} حرف.` }
      }
      return { answer: { ...base, value } }
    case 'email':
      if (value.length > 150 || !EMAIL.test(value)) {
        return { error: `أدخل بريدا إلكترونيا صحيحا في «${label}»، مثل name@example.com.` }
      }
      return { answer: { ...base, value: value.toLowerCase() } }
    case 'mobile': {
      const mobile = normalizeSaudiMobile(value)
      if (!mobile) return { error: `أدخل في «${label}» رقم جوال سعودي من 10 أرقام يبدأ بـ 05.` }
      return { answer: { ...base, value: mobile } }
    }
    case 'number': {
      const digits = latinDigits(value).replace(/[٫]/g, '.').replace(/,/g, '')
      if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(digits)) {
        return { error: `أدخل رقما في «${label}»، مثل 25 أو 2.5.` }
      }
      return { answer: { ...base, value: digits } }
    }
    case 'date': {
      const iso = latinDigits(value)
      if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !DateTime.fromISO(iso).isValid) {
        return { error: `أدخل تاريخا صحيحا في «${label}».` }
      }
      return { answer: { ...base, value: iso } }
    }
    case 'choice':
      if (!field.choices?.includes(value)) {
        return { error: `اختر أحد الخيارات المعروضة في «${label}».` }
      }
      return { answer: { ...base, value } }
  }
  return { error: required }
}

/**
 * Every field checked (each message under `answers.<key>`, the way the page names its inputs); any
 * refusal throws a validation error with all of them, so the visitor fixes the form in one go.
 */
export async function checkAnswers(
  fields: FieldSnapshot[],
  raw: RawAnswers
): Promise<CheckedAnswer[]> {
  const answers: CheckedAnswer[] = []
  const messages: { field: string; message: string; rule: string }[] = []
  for (const field of fields) {
    const { answer, error } = await checkField(field, raw)
    if (error) messages.push({ field: `answers.${field.key}`, message: error, rule: 'form' })
    else if (answer) answers.push(answer)
  }
  if (messages.length > 0) throw new vineErrors.E_VALIDATION_ERROR(messages)
  return answers
}
