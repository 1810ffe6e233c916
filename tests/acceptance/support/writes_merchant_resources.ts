// Write-walk cases of the merchant API's resources: catalogue, branches, content, inbox, settings, pictures.
import { DEMO } from '#tests/acceptance/support/cast'
import { WEEK } from '#tests/acceptance/support/dashboard_forms'
import { contactMessage, imageFile, multipart } from '#tests/acceptance/support/flows'
import { LANDING_PAGE } from '#tests/acceptance/support/payloads'
import { Visitor } from '#tests/acceptance/support/visitor'
import { apiKeyOf } from '#tests/acceptance/support/writes_merchant_api'
import {
  RUN,
  type Send,
  type WriteTable,
  type WriteWalk,
} from '#tests/acceptance/support/write_walk'

const API = '/api/v1/merchant'

/** A JSON body (or a multipart one) built anew for each request. */
type Body = (w: WriteWalk) => Partial<Send> | Promise<Partial<Send>>

/**
 * One resource of app/http/api/merchant_resource.ts: a create (after the dashboard deleted its own at 80,
 * so the plan's counts leave room), a replace and a delete of the row it made, each refused once:
 * a body its validator refuses (422 in Arabic), an id that names no row (404 in Arabic).
 */
function resource(name: string, valid: Body, refused: Body, changed: Body = valid): WriteTable {
  const key = `api:${name}`
  const keyed = async (w: WriteWalk, body: Body, id = false): Promise<Send> => ({
    ...(await body(w)),
    ...(id ? { params: { id: w.get(key) } } : {}),
    bearer: await apiKeyOf(w),
  })
  return {
    [`api.merchant.${name}.store`]: {
      step: 81,
      as: 'api',
      valid: (w) => keyed(w, valid),
      invalid: { kind: 'input', send: (w) => keyed(w, refused) },
      then: (w, answer) => {
        w.made.set(key, answer.json<{ data: { id: number } }>().data.id)
      },
    },
    [`api.merchant.${name}.update`]: {
      step: 82,
      as: 'api',
      valid: (w) => keyed(w, changed, true),
      invalid: { kind: 'input', send: (w) => keyed(w, refused, true) },
    },
    [`api.merchant.${name}.destroy`]: {
      step: 84,
      as: 'api',
      valid: (w) => keyed(w, () => ({}), true),
      invalid: { kind: 'unknown', param: 'id' },
    },
  }
}

const json = (body: object) => () => ({ json: body })
const named = (text: string) => `${text} ${RUN}`

const SERVICE = {
  name: named('خدمة واجهة الجولة'),
  slug: '',
  price: '50',
  old_price: null,
  duration: 30,
  service_category_id: null,
  options: [{ name: 'خيار', extra_price: '5', extra_minutes: 5 }],
  visible: true,
}
const BRANCH = {
  name: named('فرع واجهة الجولة'),
  address: 'طريق الملك فهد، حي العليا',
  phone: '0112223355',
  seats: 2,
  hours: WEEK,
}
const LANDING = { ...LANDING_PAGE, title: named('منيو واجهة الجولة') }
const slide =
  (fields: Record<string, string>, image = true) =>
  async () => ({
    form: multipart(fields, image ? { image: await imageFile('png') } : {}),
  })

/** A GET of the merchant API with the walk's key: its data. */
async function read<T>(w: WriteWalk, path: string) {
  const answer = await w.visitor('api').get(`${API}${path}`, { bearer: await apiKeyOf(w) })
  if (answer.status !== 200) throw new Error(`GET ${API}${path}: ${answer.describe()}`)
  return answer.json<{ data: T }>().data
}

/** A contact message of the walk's own, left on the content site by a visitor of its own. */
async function message(w: WriteWalk) {
  if (!w.made.has('apiMessage')) {
    const name = named('زائر واجهة الجولة')
    await contactMessage(new Visitor('contact', w.stats), DEMO.site, name)
    w.made.set('apiMessage', await w.newest('contact_messages', { name }))
  }
  return w.get('apiMessage')
}

export const MERCHANT_RESOURCE_WRITES: WriteTable = {
  ...resource(
    'services',
    json(SERVICE),
    json({ ...SERVICE, name: '', price: 'abc', duration: 7 }),
    json({ ...SERVICE, price: '55' })
  ),
  ...resource(
    'product_categories',
    json({ name: named('تصنيف واجهة الجولة'), slug: '' }),
    json({ name: '' })
  ),
  ...resource(
    'service_categories',
    json({ name: named('تصنيف خدمات واجهة الجولة'), slug: '' }),
    json({ name: '' })
  ),
  ...resource('branches', json(BRANCH), json({ ...BRANCH, name: '', seats: 0 })),
  ...resource(
    'blog_sections',
    json({ title: named('قسم واجهة الجولة'), slug: '', type: 'main' }),
    json({ title: '', type: 'blog' })
  ),
  ...resource(
    'posts',
    json({
      title: named('مقال واجهة الجولة'),
      slug: '',
      content: '<p>مقال من جولة القبول.</p>',
      published: true,
    }),
    json({ title: '', published: 'maybe' })
  ),
  ...resource(
    'pages',
    json({
      name: named('صفحة واجهة الجولة'),
      slug: '',
      content: '<p>صفحة من جولة القبول.</p>',
      placement: 'none',
    }),
    json({ name: '', placement: 'top' })
  ),
  ...resource('landing_pages', json(LANDING), json({ ...LANDING, title: '', btn_color: 'أخضر' })),
  // multipart: a new slide needs its image, a replace keeps it
  ...resource(
    'slides',
    slide({ site: 'store', description: named('شريحة واجهة الجولة') }),
    slide({ site: 'blog' }, false),
    slide({ site: 'store', description: named('شريحة واجهة الجولة المعدلة') }, false)
  ),

  // the home page's blocks sent back in the order they are (hidden ones stay hidden)
  'api.merchant.home_sections.update': {
    step: 83,
    as: 'api',
    valid: async (w) => {
      const { store } = await read<{ store: { id: number; visible: boolean }[] }>(
        w,
        '/home-sections'
      )
      return {
        bearer: await apiKeyOf(w),
        json: {
          site: 'store',
          order: store.map((block) => block.id),
          hidden: store.filter((block) => !block.visible).map((block) => block.id),
        },
      }
    },
    invalid: {
      kind: 'input',
      send: async (w) => ({ bearer: await apiKeyOf(w), json: { site: 'blog', order: [] } }),
    },
  },
  // the settings as GET answers them, sent back (demo's stay demo's), without what the form leaves out
  'api.merchant.settings.update': {
    step: 83,
    as: 'api',
    valid: async (w) => {
      const settings = { ...(await read<Record<string, unknown>>(w, '/settings')) }
      delete settings.invoicing
      delete settings.logo
      return { bearer: await apiKeyOf(w), json: settings }
    },
    invalid: {
      kind: 'input',
      send: async (w) => ({
        bearer: await apiKeyOf(w),
        json: { name: '', username: 'Not A Name!' },
      }),
    },
  },
  'api.merchant.messages.update': {
    step: 82,
    as: 'api',
    valid: async (w) => ({
      params: { id: await message(w) },
      bearer: await apiKeyOf(w),
      json: { read: true },
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({
        params: { id: await message(w) },
        bearer: await apiKeyOf(w),
        json: { read: 'maybe' },
      }),
    },
  },
  'api.merchant.messages.destroy': {
    step: 84,
    as: 'api',
    valid: async (w) => ({ params: { id: await message(w) }, bearer: await apiKeyOf(w) }),
    invalid: { kind: 'unknown', param: 'id' },
  },
  // the API's product (56.5) gets a new main picture
  'api.merchant.product_images.update': {
    step: 56.8,
    as: 'api',
    valid: async (w) => ({
      params: { id: w.get('apiProduct') },
      bearer: await apiKeyOf(w),
      form: multipart({}, { image: await imageFile('jpeg') }),
    }),
    invalid: {
      kind: 'input',
      send: async (w) => ({
        params: { id: w.get('apiProduct') },
        bearer: await apiKeyOf(w),
        form: multipart({ image: 'not a file', remove_images: 'all' }),
      }),
    },
  },
}
