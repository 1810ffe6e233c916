// What the forms specs share: a field set, forms made through the service, a visitor's submission.
import type { ApiClient } from '@japa/api-client'
import type Website from '#models/website'
import Form from '#models/form'
import { FormAdmin, type FormInput } from '#services/forms/form_admin'

/** One field of every type, in this order. */
export const EVERY_TYPE: FormInput['fields'] = [
  { type: 'short_text', label: 'الاسم', required: true },
  { type: 'long_text', label: 'التفاصيل', required: false },
  { type: 'email', label: 'البريد', required: true },
  { type: 'mobile', label: 'الجوال', required: true },
  { type: 'number', label: 'العدد', required: false },
  { type: 'date', label: 'التاريخ', required: false },
  { type: 'choice', label: 'المدينة', required: true, choices: ['الرياض', 'جدة'] },
  { type: 'choices', label: 'الخدمات', required: false, choices: ['قص', 'صبغة', 'تسريحة'] },
  { type: 'file', label: 'المرفق', required: false },
]

export function formInput(overrides: Partial<FormInput> = {}): FormInput {
  return { title: 'طلب حجز قاعة', fields: EVERY_TYPE, active: true, ...overrides }
}

/** A form of the website made through the service, with its fields loaded in order. */
export async function makeForm(website: Website, overrides: Partial<FormInput> = {}) {
  const form = await FormAdmin.create(website, formInput(overrides))
  return FormAdmin.find(website, form.id)
}

/** The keys of a form's fields by label. */
export function keysOf(form: Form) {
  return Object.fromEntries(form.fields.map((field) => [field.label, field.key]))
}

/** Good answers to EVERY_TYPE, by label. */
export const GOOD_ANSWERS: Record<string, string | string[]> = {
  الاسم: 'نورة السبيعي',
  التفاصيل: 'حفل تخرج لعشرين شخصا',
  البريد: 'Noura@Example.com',
  الجوال: '+966 55 123 4567',
  العدد: '٢٠',
  التاريخ: '2026-05-14',
  المدينة: 'الرياض',
  الخدمات: ['قص', 'تسريحة'],
}

/** The answers as the page sends them: answers[<key>] (arrays as answers[<key>][]). */
export function answersOf(form: Form, byLabel: Record<string, string | string[]>) {
  const keys = keysOf(form)
  return Object.fromEntries(Object.entries(byLabel).map(([label, value]) => [keys[label], value]))
}

/** A visitor's submission from the form's page on the content site (JSON body, no file). */
export function submit(
  client: ApiClient,
  username: string,
  form: Form,
  body: Record<string, unknown>,
  site: 'content' | 'store' = 'content'
) {
  const prefix = site === 'content' ? 'c' : 'o'
  const page = `/${prefix}/${username}/forms/${encodeURIComponent(form.slug)}`
  return client
    .post(page)
    .header('referer', page)
    .withInertia()
    .withCsrfToken()
    .json(body)
    .redirects(0)
}
