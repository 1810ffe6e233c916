// The factory of a merchant's forms (issue 31), for specs that need one without the form service.
import factory from '@adonisjs/lucid/factories'
import Form from '#models/form'
import { ensureWebsite } from '#database/factories/website_factory'
import { FormFieldFactory } from '#database/factories/form_field_factory'
import { uniqueSlug } from '#database/factories/support'
import { versionOf } from '#services/forms/field_types'

/**
 * A merchant's form, shown and without fields: add some with `.with('fields', 2)`. Its version is the
 * empty field set's (the specs that need the version of real fields make forms through FormAdmin).
 */
export const FormFactory = factory
  .define(Form, ({ faker }) => ({
    title: faker.helpers.arrayElement(['نموذج التسجيل', 'طلب انضمام', 'استبيان رضا العملاء']),
    slug: uniqueSlug('form'),
    intro: null,
    successMessage: null,
    isActive: true,
    version: versionOf([]),
  }))
  .state('hidden', (form) => {
    form.isActive = false
  })
  .before('create', ensureWebsite)
  .relation('fields', () => FormFieldFactory)
  .build()
