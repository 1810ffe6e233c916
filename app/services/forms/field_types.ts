// The field types of a merchant's form, their Arabic names, and the shapes of snapshots and answers.
import { createHash } from 'node:crypto'

export const FORM_FIELD_TYPES = [
  'short_text',
  'long_text',
  'email',
  'mobile',
  'number',
  'date',
  'choice',
  'choices',
  'file',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/** How the dashboard names each type. */
export const FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  short_text: 'نص قصير',
  long_text: 'نص طويل',
  email: 'بريد إلكتروني',
  mobile: 'جوال سعودي',
  number: 'رقم',
  date: 'تاريخ',
  choice: 'اختيار واحد',
  choices: 'اختيارات متعددة',
  file: 'ملف (صورة أو PDF)',
}

/** Types whose options the merchant lists. */
export const CHOICE_TYPES: readonly FormFieldType[] = ['choice', 'choices']

/** A field as a visitor was shown it: what a version keeps and a submission is checked against. */
export interface FieldSnapshot {
  key: string
  type: FormFieldType
  label: string
  help: string | null
  required: boolean
  choices: string[] | null
}

/** A stored file answer: its key on the private disk, never a public address. */
export interface StoredFormFile {
  key: string
  name: string
  size: number
  mime: string
}

/** One answer of a submission, with its field as shown (label and type kept with it). */
export interface SubmittedAnswer {
  key: string
  label: string
  type: FormFieldType
  /** text, a number as text, a date (YYYY-MM-DD), the chosen options, a file, or null when left empty */
  value: string | string[] | StoredFormFile | null
}

/** The version of a field set: the same fields in the same order always give the same 16 characters. */
export function versionOf(fields: FieldSnapshot[]): string {
  const canonical = fields.map((field) => [
    field.key,
    field.type,
    field.label,
    field.help ?? '',
    field.required,
    field.choices ?? [],
  ])
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 16)
}
