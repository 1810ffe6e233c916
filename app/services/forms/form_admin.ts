// A website's forms in the dashboard and the merchant API: list, create, edit (fields in order), delete.
import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Form from '#models/form'
import FormField from '#models/form_field'
import FormVersion from '#models/form_version'
import FormSubmission from '#models/form_submission'
import type Website from '#models/website'
import type { formValidator } from '#validators/form'
import { DomainError } from '#exceptions/domain_error'
import { freeSlug } from '#services/content_admin/slugs'
import { replaceChildRows } from '#services/records/record_support'
import { websiteChanged } from '#services/cache/site_changes'
import { FormPlan } from '#services/forms/form_plan'
import { CHOICE_TYPES, versionOf, type FieldSnapshot } from '#services/forms/field_types'

export type FormInput = Infer<typeof formValidator>

/** A new field's key: 8 lowercase letters and digits. */
function newKey() {
  return randomBytes(8)
    .toString('base64')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .padEnd(8, '0')
    .slice(0, 8)
}

/**
 * The field set as it will be shown: a field sent back with a key of this form keeps it (its earlier
 * answers stay its answers), any other gets a new one; choice types need two different options.
 */
function snapshotsOf(input: FormInput, existingKeys: Set<string>): FieldSnapshot[] {
  const used = new Set<string>()
  return input.fields.map((field, index) => {
    const isChoice = CHOICE_TYPES.includes(field.type)
    const choices = isChoice ? (field.choices ?? []) : null
    if (isChoice && (choices?.length ?? 0) < 2) {
      throw new DomainError(
        'form_choices_required',
        { label: field.label },
        `fields.${index}.choices`
      )
    }
    if (choices && new Set(choices).size !== choices.length) {
      throw new DomainError(
        'form_choices_repeated',
        { label: field.label },
        `fields.${index}.choices`
      )
    }
    let key =
      field.key && existingKeys.has(field.key) && !used.has(field.key) ? field.key : newKey()
    while (used.has(key)) key = newKey()
    used.add(key)
    return {
      key,
      type: field.type,
      label: field.label,
      help: field.help || null,
      required: field.required ?? false,
      choices,
    }
  })
}

/** Writes the field set of a form (the whole list replaces the earlier one) and keeps its version. */
async function saveFields(form: Form, fields: FieldSnapshot[], trx: TransactionClientContract) {
  await replaceChildRows(
    FormField,
    { column: 'form_id', id: form.id },
    fields,
    (field, position) => ({
      websiteId: form.websiteId,
      formId: form.id,
      key: field.key,
      type: field.type,
      label: field.label,
      help: field.help,
      isRequired: field.required,
      position,
      choices: field.choices,
    }),
    trx
  )
  const kept = await FormVersion.query({ client: trx })
    .where('form_id', form.id)
    .where('hash', form.version)
    .first()
  if (!kept) {
    await FormVersion.create(
      { websiteId: form.websiteId, formId: form.id, hash: form.version, fields },
      { client: trx }
    )
  }
}

function attributesOf(input: FormInput) {
  return {
    title: input.title,
    intro: input.intro || null,
    successMessage: input.success_message || null,
    isActive: input.active ?? true,
  }
}

export const FormAdmin = {
  /** The active forms, by title: what a page can show as a block and the sites' footers link to. */
  choices(website: Website) {
    return Form.query()
      .where('website_id', website.id)
      .where('is_active', true)
      .orderBy('title')
      .select('id', 'title', 'slug')
  },

  /** The website's forms, newest first, each with its field and submission counts. */
  async list(website: Website) {
    const forms = await Form.query()
      .where('website_id', website.id)
      .withCount('fields')
      .orderBy('id', 'desc')
    const counts = await db
      .from('form_submissions')
      .where('website_id', website.id)
      .whereNotNull('form_id')
      .groupBy('form_id')
      .select('form_id')
      .count('* as total')
    const byForm = new Map(counts.map((row: any) => [Number(row.form_id), Number(row.total)]))
    return forms.map((form) => ({
      form,
      fieldCount: Number(form.$extras.fields_count ?? 0),
      submissionCount: byForm.get(form.id) ?? 0,
    }))
  },

  /** This website's form with its fields in order, or the 404 page (another website's id). */
  find(website: Website, id: number | string, client?: TransactionClientContract) {
    return Form.query({ client })
      .where('website_id', website.id)
      .where('id', id)
      .preload('fields', (fields) => fields.orderBy('position').orderBy('id'))
      .firstOrFail()
  },

  async create(website: Website, input: FormInput) {
    const form = await db.transaction(async (trx) => {
      if (trx.dialect.name === 'postgres') {
        await trx.from('websites').where('id', website.id).forUpdate().select('id')
      }
      await FormPlan.ensureCanCreate(website, trx)
      const fields = snapshotsOf(input, new Set())
      const slug = await freeSlug('forms', website.id, input.slug, input.title, undefined, trx)
      const made = await Form.create(
        { websiteId: website.id, ...attributesOf(input), slug, version: versionOf(fields) },
        { client: trx }
      )
      await saveFields(made, fields, trx)
      return made
    })
    await websiteChanged(website.id)
    return form
  },

  async update(website: Website, id: number | string, input: FormInput) {
    const form = await db.transaction(async (trx) => {
      const current = await this.find(website, id, trx)
      const fields = snapshotsOf(input, new Set(current.fields.map((field) => field.key)))
      const slug = await freeSlug('forms', website.id, input.slug, input.title, current.id, trx)
      current.useTransaction(trx)
      current.merge({ ...attributesOf(input), slug, version: versionOf(fields) })
      await current.save()
      await saveFields(current, fields, trx)
      return current
    })
    await websiteChanged(website.id)
    return form
  },

  /** The form goes; its submissions stay in the inbox under the title they were sent with. */
  async destroy(website: Website, id: number | string) {
    await db.transaction(async (trx) => {
      const form = await this.find(website, id, trx)
      await FormSubmission.query({ client: trx })
        .where('website_id', website.id)
        .where('form_id', form.id)
        .update({ form_id: null })
      form.useTransaction(trx)
      await form.delete()
    })
    await websiteChanged(website.id)
  },
}
