/*
| /api/v1 of merchant forms (issue 31 item 1): the public definition and submission of a website's form
| (?username=, as the other public calls), and the merchant API's forms and their submissions (API keys
| with content:read / content:write). The same services, validators and presenters as the pages.
*/
import router from '@adonisjs/core/services/router'
import { recordIdMatcher } from '#http/input/record_ids'
import { middleware } from '#start/kernel'
import { API_PREFIX } from '#config/api'
import { contentContactThrottle } from '#start/limiter'
import { documented as doc } from '#http/api/api_docs'
import { cursorPage, cursorQuery } from '#start/routes/api_helpers'
import { t } from '#http/api/api_schema'
import { formValidator } from '#validators/form'
import { formSubmissionValidator } from '#validators/form_submission'
import { FORM_FIELD_TYPES } from '#services/forms/field_types'

const FormsController = () => import('#controllers/api/v1/forms_controller')
const MerchantFormsController = () => import('#controllers/api/v1/merchant_forms_controller')

const id = recordIdMatcher()
const str = t.string
const nstr = () => t.nullable(t.string())
const field = t.object({
  key: str(),
  type: t.enum(FORM_FIELD_TYPES),
  label: str(),
  help: nstr(),
  required: t.bool(),
  choices: t.nullable(t.array(str())),
})
const definition = t.object({
  slug: str(),
  title: str(),
  intro: nstr(),
  successMessage: str(),
  version: str({ description: 'the field set shown: send it back with the answers' }),
  maxFileBytes: t.int(),
  fields: t.array(field),
})
const editable = t.object({
  id: t.int(),
  title: str(),
  slug: str(),
  intro: nstr(),
  successMessage: nstr(),
  active: t.bool(),
  version: str(),
  fields: t.array(field),
})
const row = t.object({
  id: t.int(),
  title: str(),
  slug: str(),
  active: t.bool(),
  fieldCount: t.int(),
  submissionCount: t.int(),
  createdAt: t.date(),
})
const allowance = t.object({
  count: t.int(),
  limit: t.nullable(t.int()),
  contactOnly: t.bool(),
  canCreate: t.bool(),
})
const submission = t.object({
  id: t.int(),
  form_id: t.nullable(t.int()),
  form_title: str(),
  read: t.bool(),
  created_at: t.date(),
  answers: t.array(
    t.object({
      key: str(),
      label: str({ description: 'the label as the visitor saw it' }),
      type: t.enum(FORM_FIELD_TYPES),
      value: t.any(),
      text: str(),
      file: t.nullable(t.object({ name: str(), size: t.int(), mime: str() })),
    })
  ),
})

router
  .group(() => {
    doc(router.get('/forms/:slug', [FormsController, 'show']).as('api.forms.show'), {
      tag: 'merchant',
      summary: "One of the website's active forms: its fields in order and its version",
      responses: { 200: t.object({ status: t.bool(), form: definition }) },
    })
    doc(
      router
        .post('/forms/:slug', [FormsController, 'store'])
        .as('api.forms.submissions.store')
        .use([contentContactThrottle, middleware.uploads({ limit: '5mb' })]),
      {
        tag: 'merchant',
        summary:
          'Send a form: answers[<key>] per field, files[<key>] for a file field (image or PDF, 5 MB)',
        description:
          'multipart/form-data (or JSON without files). `version` is the one the definition gave: a form changed since is checked against the version shown, or refused with 409 when that version is gone. A field refused is a 422 whose errors name answers.<key>, with an Arabic message. `website_url` must stay empty (honeypot). Three submissions a minute per address and website.',
        body: formSubmissionValidator,
        multipart: true,
        bodyExtra: t.object(
          { answers: t.map(), files: t.map({ type: 'string', format: 'binary' }) },
          ['answers', 'files']
        ),
        responses: { 201: t.object({ status: t.bool(), message: str() }) },
        errors: [409],
      }
    )
  })
  .prefix(API_PREFIX)
  .use(middleware.apiWebsite())

const read = () => middleware.apiKey({ scope: 'content:read' })
const write = () => middleware.apiKey({ scope: 'content:write' })
router
  .group(() => {
    doc(
      router
        .get('/forms', [MerchantFormsController, 'index'])
        .as('api.merchant.forms.index')
        .use(read()),
      {
        tag: 'merchant',
        summary: "The website's forms, newest first, and what the plan allows (scope content:read)",
        auth: true,
        responses: { 200: t.object({ data: t.array(row), allowance }) },
        errors: [403],
      }
    )
    doc(
      router
        .get('/forms/:id', [MerchantFormsController, 'show'])
        .where('id', id)
        .as('api.merchant.forms.show')
        .use(read()),
      {
        tag: 'merchant',
        summary: 'One form with its fields in order (scope content:read)',
        auth: true,
        responses: { 200: t.object({ data: editable }) },
        errors: [403],
      }
    )
    doc(
      router
        .post('/forms', [MerchantFormsController, 'store'])
        .as('api.merchant.forms.store')
        .use([write(), middleware.idempotent()]),
      {
        tag: 'merchant',
        summary:
          'Add a form within the plan’s forms count (a plan of one form has the contact form only); Idempotency-Key accepted (scope content:write)',
        auth: true,
        body: formValidator,
        responses: { 201: t.object({ data: editable }) },
        errors: [403],
      }
    )
    doc(
      router
        .put('/forms/:id', [MerchantFormsController, 'update'])
        .where('id', id)
        .as('api.merchant.forms.update')
        .use(write()),
      {
        tag: 'merchant',
        summary:
          'Replace a form and its field list; a field sent with its key keeps its earlier answers (scope content:write)',
        auth: true,
        body: formValidator,
        responses: { 200: t.object({ data: editable }) },
        errors: [403],
      }
    )
    doc(
      router
        .delete('/forms/:id', [MerchantFormsController, 'destroy'])
        .where('id', id)
        .as('api.merchant.forms.destroy')
        .use(write()),
      {
        tag: 'merchant',
        summary:
          'Delete a form; its submissions stay, under the title they were sent with (scope content:write)',
        auth: true,
        responses: { 204: t.any() },
        errors: [403],
      }
    )
    doc(
      router
        .get('/forms/:id/submissions', [MerchantFormsController, 'submissions'])
        .where('id', id)
        .as('api.merchant.forms.submissions.index')
        .use(middleware.apiKey({ scope: 'messages:read' })),
      {
        tag: 'merchant',
        summary:
          'A form’s submissions, newest first, by cursor: each answer with the label it was sent with (scope messages:read, as the inbox)',
        auth: true,
        query: cursorQuery,
        responses: {
          200: cursorPage(submission),
        },
        errors: [403],
      }
    )
  })
  .prefix(`${API_PREFIX}/merchant`)
