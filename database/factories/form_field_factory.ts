// The factory of a form's fields, the relation `fields` of FormFactory.
import factory from '@adonisjs/lucid/factories'
import FormField from '#models/form_field'
import Form from '#models/form'
import { FormFactory } from '#database/factories/form_factory'
import { ensureParent, sequence } from '#database/factories/support'

/** A short-text field of a form (its key, like the app's, 8 lowercase letters and digits). */
export const FormFieldFactory = factory
  .define(FormField, ({ faker }) => ({
    key: `f${String(sequence()).padStart(7, '0')}`,
    type: 'short_text' as const,
    label: faker.helpers.arrayElement(['الاسم الكامل', 'المدينة', 'تفاصيل الطلب']),
    help: null,
    isRequired: false,
    position: sequence(),
    choices: null,
  }))
  .before('create', (_, field, ctx) => ensureParent(field, ctx, 'formId', Form, () => FormFactory))
  .build()
