// Write-walk cases of the demo merchant's dashboard: create, update, delete what the walk made, by route name.
import { imageFile, multipart } from '#tests/acceptance/support/flows'
import { LANDING_PAGE } from '#tests/acceptance/support/payloads'
import {
  RUN,
  type Send,
  type WriteCase,
  type WriteTable,
  type WriteWalk,
} from '#tests/acceptance/support/write_walk'

const dashboard = (path = '') => `/dashboard/demo${path}`

/** Sunday to Thursday 09:00-21:00 (tests/functional/dashboard/branches.spec.ts). */
const WEEK = Array.from({ length: 7 }, (_, day) => ({
  day,
  open: day <= 4,
  from: '09:00',
  to: '21:00',
}))

/** What each resource's form sends (tests/functional/dashboard/*.spec.ts), by the key its id is kept under. */
const FORMS: Record<string, (w: WriteWalk) => Promise<Send> | Send> = {
  storeCategory: async () => ({
    form: multipart({ name: `قسم الجولة ${RUN}` }, { image: await imageFile('png') }),
  }),
  product: async (w) => ({
    form: multipart(
      {
        name: `منتج الجولة ${RUN}`,
        sku: `WALK-${RUN}`,
        price: '24.50',
        old_price: '30',
        keywords: 'جولة',
        store_category_id: String(w.get('storeCategory')),
        visible: '1',
      },
      { image: await imageFile('jpeg') }
    ),
  }),
  serviceCategory: () => ({ json: { name: `خدمات الجولة ${RUN}` } }),
  service: (w) => ({
    json: {
      name: `خدمة الجولة ${RUN}`,
      price: '120',
      old_price: '150.00',
      duration: 45,
      service_category_id: w.get('serviceCategory'),
      options: [{ name: 'نورة' }, { name: 'سارة' }],
      visible: true,
    },
  }),
  branch: () => ({
    json: {
      name: `فرع الجولة ${RUN}`,
      address: 'طريق أنس بن مالك، حي الملقا',
      phone: '0112223344',
      seats: 3,
      hours: WEEK,
    },
  }),
  section: () => ({ json: { title: `قسم مدونة الجولة ${RUN}`, type: 'main', footer: true } }),
  post: async (w) => ({
    form: multipart(
      {
        title: `مقال الجولة ${RUN}`,
        description: 'مقال من جولة القبول',
        content: '<p>نص المقال <strong>المكتوب</strong> في جولة القبول.</p>',
        section_id: String(w.get('section')),
        published: '1',
      },
      { image: await imageFile('png') }
    ),
  }),
  page: () => ({
    json: {
      name: `صفحة الجولة ${RUN}`,
      description: 'صفحة من جولة القبول',
      content: '<h2>عن الجولة</h2><p>صفحة تعريفية.</p>',
      placement: 'footer',
    },
  }),
  slide: async () => ({
    form: multipart(
      {
        site: 'store',
        link: '/o/demo/products',
        description: `شريحة الجولة ${RUN}`,
        button_text: 'تسوقي الآن',
        button_color: '#AA3300',
        button_text_color: '#fff',
      },
      { image: await imageFile('png') }
    ),
  }),
  landing: () => ({ json: { ...LANDING_PAGE, title: `منيو الجولة ${RUN}` } }),
}

/** The resources: key, URL segment, route-name resource, table and the column its name is in. */
const RESOURCES = [
  ['storeCategory', 'store-categories', 'store_categories', 'store_categories', 'name'],
  ['product', 'products', 'products', 'products', 'name'],
  ['serviceCategory', 'service-categories', 'service_categories', 'service_categories', 'name'],
  ['service', 'services', 'services', 'services', 'name'],
  ['branch', 'branches', 'branches', 'branches', 'name'],
  ['section', 'sections', 'sections', 'sections', 'title'],
  ['post', 'posts', 'posts', 'posts', 'title'],
  ['page', 'pages', 'pages', 'pages', 'name'],
  ['slide', 'slides', 'slides', 'slides', 'description'],
  ['landing', 'landing-pages', 'landing_pages', 'landing_pages', 'title'],
] as const

/** Dependents are deleted before what they depend on (a product before its category). */
const DELETE_ORDER = ['product', 'storeCategory', 'service', 'serviceCategory', 'post', 'section']

/** A refused create or update: an empty required field (and nonsense in the others). */
const REFUSED = { name: '', title: '', price: 'abc', duration: 7, seats: 0, site: 'blog' }

function crud(): WriteTable {
  const table: WriteTable = {}
  RESOURCES.forEach(([key, segment, resource, dbTable, column], index) => {
    const list = dashboard(`/${segment}`)
    table[`dashboard.${resource}.store`] = {
      step: 30 + index / 100,
      as: 'merchant',
      valid: async (w) => ({ ...(await FORMS[key](w)), from: `${list}/create` }),
      invalid: { kind: 'input', send: () => ({ json: REFUSED, from: `${list}/create` }) },
      then: async (w) => {
        const form = await FORMS[key](w)
        const name = form.form
          ? form.form.get(column)
          : (form.json as Record<string, unknown>)[column]
        w.made.set(key, await w.newest(dbTable, { [column]: name }))
      },
    }
    table[`dashboard.${resource}.update`] = {
      step: 40,
      as: 'merchant',
      valid: async (w) => ({
        ...(await FORMS[key](w)),
        params: { id: w.get(key) },
        from: `${list}/${w.get(key)}/edit`,
      }),
      invalid: {
        kind: 'input',
        send: (w) => ({
          json: REFUSED,
          params: { id: w.get(key) },
          from: `${list}/${w.get(key)}/edit`,
        }),
      },
    }
    const order = DELETE_ORDER.indexOf(key)
    table[`dashboard.${resource}.destroy`] = {
      step: 80 + (order < 0 ? 0.5 : order / 100),
      as: 'merchant',
      valid: (w) => ({ params: { id: w.get(key) }, from: list }),
      invalid: { kind: 'unknown', param: 'id' },
    }
  })
  return table
}

/** The edit page's form as the merchant left it, sent back unchanged (demo's settings stay demo's). */
async function formOf(w: WriteWalk, page: string, prop: string, drop: string[]) {
  const answer = await w.visitor('merchant').visit(dashboard(page))
  const form = structuredClone(answer.page?.props[prop]) as Record<string, unknown>
  if (!form) throw new Error(`${page} has no ${prop}: ${answer.describe()}`)
  const strip = (value: Record<string, unknown>) => {
    for (const key of drop) delete value[key]
    for (const nested of Object.values(value)) {
      if (nested && typeof nested === 'object' && !Array.isArray(nested))
        strip(nested as Record<string, unknown>)
    }
  }
  strip(form)
  return form
}

/** A purchase of the walk's customer moves on: confirmed (PUT), then paid (PATCH). */
function purchaseUpdate(key: 'order' | 'booking', segment: string): WriteCase {
  return {
    step: 60,
    as: 'merchant',
    valid: (w) => {
      const first = !w.made.has(`${key}Confirmed`)
      w.made.set(`${key}Confirmed`, 1)
      return {
        params: { id: w.get(key) },
        json: first ? { status: 'success' } : { paid: true, payment_method: 'cash' },
        from: dashboard(`/${segment}/${w.get(key)}`),
      }
    },
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get(key) },
        json: { status: 'shipped', payment_method: 'gold' },
        from: dashboard(`/${segment}/${w.get(key)}`),
      }),
    },
  }
}

export const DASHBOARD_WRITES: WriteTable = {
  ...crud(),
  'dashboard.products.bulk': {
    step: 41,
    as: 'merchant',
    valid: (w) => ({
      json: { ids: [w.get('product')], visible: true },
      from: dashboard('/products'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { ids: [], visible: 'maybe' }, from: dashboard('/products') }),
    },
  },
  'dashboard.content_images.store': {
    step: 30,
    as: 'merchant',
    valid: async () => ({
      form: multipart({}, { image: await imageFile('png') }),
      wantsJson: true,
      from: dashboard('/posts/create'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ form: multipart({ image: 'not a file' }), wantsJson: true }),
    },
  },
  'dashboard.settings.update': {
    step: 42,
    as: 'merchant',
    valid: async (w) => ({
      json: await formOf(w, '/settings', 'settings', ['logo']),
      from: dashboard('/settings'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { name: '', username: 'Not A Name!' }, from: dashboard('/settings') }),
    },
  },
  'dashboard.design.update': {
    step: 42,
    as: 'merchant',
    valid: async (w) => ({
      json: await formOf(w, '/design', 'design', ['image']),
      from: dashboard('/design'),
    }),
    invalid: {
      kind: 'input',
      send: () => ({ json: { default_theme: 'neon' }, from: dashboard('/design') }),
    },
  },
  'dashboard.home_sections.update': {
    step: 42,
    as: 'merchant',
    valid: async (w) => {
      const page = await w.visitor('merchant').visit(dashboard('/home-sections'))
      const blocks = (page.page?.props.store ?? []) as { id: number; visible: boolean }[]
      return {
        json: {
          site: 'store',
          order: blocks.map((b) => b.id),
          hidden: blocks.filter((b) => !b.visible).map((b) => b.id),
        },
        from: dashboard('/home-sections'),
      }
    },
    invalid: {
      kind: 'input',
      send: () => ({ json: { site: 'blog', order: [] }, from: dashboard('/home-sections') }),
    },
  },
  'dashboard.messages.update': {
    step: 40,
    as: 'merchant',
    valid: (w) => ({
      params: { id: w.get('message') },
      json: { read: true },
      from: dashboard(`/messages/${w.get('message')}`),
    }),
    invalid: {
      kind: 'input',
      send: (w) => ({
        params: { id: w.get('message') },
        json: { read: 'maybe' },
        from: dashboard(`/messages/${w.get('message')}`),
      }),
    },
  },
  'dashboard.messages.destroy': {
    step: 80,
    as: 'merchant',
    valid: (w) => ({ params: { id: w.get('message') }, from: dashboard('/messages') }),
    invalid: { kind: 'unknown', param: 'id' },
  },
  'dashboard.orders.update': purchaseUpdate('order', 'orders'),
  'dashboard.bookings.update': purchaseUpdate('booking', 'bookings'),
}
