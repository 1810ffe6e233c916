// Write-walk cases of the merchant forms (issue 31): the dashboard's forms and inbox, a visitor's answers, /api/v1.
import { DEMO } from '#tests/acceptance/support/cast'
import { DEMO_FORM } from '#tests/acceptance/support/payloads'
import { apiKeyOf } from '#tests/acceptance/support/writes_merchant_api'
import {
  RUN,
  type Actor,
  type WriteCase,
  type WriteTable,
} from '#tests/acceptance/support/write_walk'

const dashboard = (path = '') => `/dashboard/${DEMO.site}${path}`

/** A form of two fields as the dashboard's editor and the merchant API send it. */
const FORM = {
  title: `نموذج الجولة ${RUN}`,
  intro: 'نموذج من جولة القبول',
  success_message: 'وصلت إجابتك، شكرا لك.',
  active: true,
  fields: [
    { type: 'short_text', label: 'الاسم', required: true },
    { type: 'choice', label: 'الفرع', required: true, choices: ['الملقا', 'النرجس'] },
  ],
}
const API_FORM = { ...FORM, title: `نموذج واجهة الجولة ${RUN}` }
/** An empty title, no field, a choice without options: refused in Arabic, nothing stored. */
const REFUSED_FORM = { title: '', fields: [{ type: 'colour', label: '' }] }

/** The demo form's answers refused field by field (an empty name, a mobile that is no mobile). */
const REFUSED_ANSWERS = { ...DEMO_FORM.answers, name: '', mobile: '0123' }

/**
 * A visitor sends the demo form from a site's page or /api/v1. Each route has its own visitor: the
 * forms are limited to three sends a minute per address and website (the contact form's limiter).
 */
function submission(site: 'c' | 'o' | 'api', as: Actor, step: number): WriteCase {
  const slug = { slug: DEMO_FORM.slug }
  const page = `/${site}/${DEMO.site}/forms/${encodeURIComponent(DEMO_FORM.slug)}`
  const sent = (answers: Record<string, string>) =>
    site === 'api'
      ? { params: slug, query: { username: DEMO.site }, json: { answers } }
      : { params: slug, json: { answers }, from: page }
  return {
    step,
    as,
    valid: () => sent(DEMO_FORM.answers),
    invalid: { kind: 'input', send: () => sent(REFUSED_ANSWERS) },
    then: async (w) => {
      if (site === 'c') w.made.set('formSubmission', await w.newest('form_submissions', {}))
    },
  }
}

export const FORM_WRITES: WriteTable = {
  'content.forms.store': submission('c', 'formGuest', 10),
  'store.forms.store': submission('o', 'storeFormGuest', 10),
  'api.forms.submissions.store': submission('api', 'apiFormGuest', 10),

  // ---- the dashboard: a form made, edited and deleted; a visitor's submission marked and deleted
  'dashboard.forms.store': {
    step: 30,
    as: 'merchant',
    valid: () => ({ json: FORM, from: dashboard('/forms/create') }),
    invalid: {
      kind: 'input',
      send: () => ({ json: REFUSED_FORM, from: dashboard('/forms/create') }),
    },
    then: async (w) => {
      w.made.set('form', await w.newest('forms', { title: FORM.title }))
    },
  },
  'dashboard.forms.update': {
    step: 40,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('form') },
      json: { ...FORM, intro: 'نموذج عدلته جولة القبول' },
      from: dashboard(`/forms/${w.get('form')}/edit`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('form') },
        json: REFUSED_FORM,
        from: dashboard(`/forms/${w.get('form')}/edit`),
      }),
    },
  },
  'dashboard.forms.destroy': {
    step: 80,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('form') }, from: dashboard('/forms') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
  'dashboard.form_submissions.update': {
    step: 40,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('formSubmission') },
      json: { read: true },
      from: dashboard(`/form-submissions/${w.get('formSubmission')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('formSubmission') },
        json: { read: 'maybe' },
        from: dashboard(`/form-submissions/${w.get('formSubmission')}`),
      }),
    },
  },
  'dashboard.form_submissions.destroy': {
    step: 80,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('formSubmission') }, from: dashboard('/messages') }),
    invalid: { kind: 'unknown', param: 'id' },
  },

  // ---- the merchant API's forms, with the walk's key (every scope)
  'api.merchant.forms.store': {
    step: 81,
    as: 'api',
    valid: async (w) => ({ bearer: await apiKeyOf(w), json: API_FORM }),
    invalid: {
      kind: 'input',
      send: async (w) => ({ bearer: await apiKeyOf(w), json: REFUSED_FORM }),
    },
    then: (w, answer) => {
      w.made.set('apiForm', answer.json<{ data: { id: number } }>().data.id)
    },
  },
  'api.merchant.forms.update': {
    step: 82,
    as: 'api',
    valid: async (w) => ({
      params: { id: w.get('apiForm') },
      bearer: await apiKeyOf(w),
      json: { ...API_FORM, active: false },
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({
        params: { id: w.get('apiForm') },
        bearer: await apiKeyOf(w),
        json: REFUSED_FORM,
      }),
    },
  },
  'api.merchant.forms.destroy': {
    step: 84,
    as: 'api',
    valid: async (w) => ({ params: { id: w.get('apiForm') }, bearer: await apiKeyOf(w) }),
    invalid: { kind: 'unknown', param: 'id' },
  },

  // ---- a form as a block of a home page: added in the dashboard and over the API, then removed
  'dashboard.home_sections.store': {
    step: 35,
    as: 'merchant',
    valid: (w) => ({
      json: { site: 'store', form_id: w.get('form') },
      from: dashboard('/home-sections'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({
        json: { site: 'store', form_id: 'نموذج' },
        from: dashboard('/home-sections'),
      }),
    },
    then: async (w) => {
      w.made.set('homeForm', await w.newest('home_sections', { form_id: w.get('form') }))
    },
  },
  'dashboard.home_sections.destroy': {
    step: 45,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('homeForm') }, from: dashboard('/home-sections') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
  'api.merchant.home_sections.store': {
    step: 83,
    as: 'api',
    valid: async (w) => ({
      bearer: await apiKeyOf(w),
      json: { site: 'content', form_id: await w.newest('forms', { slug: DEMO_FORM.slug }) },
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({ bearer: await apiKeyOf(w), json: { site: 'blog', form_id: 0 } }),
    },
    then: (w, answer) => {
      const blocks = answer.json<{ data: { content: { id: number }[] } }>().data.content
      w.made.set('apiHomeForm', blocks[blocks.length - 1].id)
    },
  },
  'api.merchant.home_sections.destroy': {
    step: 84,
    as: 'api',
    valid: async (w) => ({ params: { id: w.get('apiHomeForm') }, bearer: await apiKeyOf(w) }),
    invalid: { kind: 'unknown', param: 'id' },
  },
}
