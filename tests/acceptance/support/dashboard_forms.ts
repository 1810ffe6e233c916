// The dashboard forms the write walk sends (tests/functional/dashboard/*.spec.ts), and what each record is found by.
import { imageFile, multipart } from '#tests/acceptance/support/flows'
import { LANDING_PAGE } from '#tests/acceptance/support/payloads'
import { RUN, type Send, type WriteWalk } from '#tests/acceptance/support/write_walk'

/** Sunday to Thursday 09:00-21:00 (tests/functional/dashboard/branches.spec.ts). */
export const WEEK = Array.from({ length: 7 }, (_, day) => ({
  day,
  open: day <= 4,
  from: '09:00',
  to: '21:00',
}))

/** The name (title, description) each record the walk makes is found by. */
export const NAMES: Record<(typeof RESOURCES)[number][0], string> = {
  storeCategory: `قسم الجولة ${RUN}`,
  product: `منتج الجولة ${RUN}`,
  serviceCategory: `خدمات الجولة ${RUN}`,
  service: `خدمة الجولة ${RUN}`,
  branch: `فرع الجولة ${RUN}`,
  section: `قسم مدونة الجولة ${RUN}`,
  post: `مقال الجولة ${RUN}`,
  page: `صفحة الجولة ${RUN}`,
  slide: `شريحة الجولة ${RUN}`,
  landing: `منيو الجولة ${RUN}`,
}

/** What each resource's form sends (tests/functional/dashboard/*.spec.ts), by the key its id is kept under. */
export const FORMS: Record<keyof typeof NAMES, (w: WriteWalk) => Promise<Send> | Send> = {
  storeCategory: async () => ({
    form: multipart({ name: NAMES.storeCategory }, { image: await imageFile('png') }),
  }),
  product: async (w) => ({
    form: multipart(
      {
        name: NAMES.product,
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
  serviceCategory: () => ({ json: { name: NAMES.serviceCategory } }),
  service: (w) => ({
    json: {
      name: NAMES.service,
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
      name: NAMES.branch,
      address: 'طريق أنس بن مالك، حي الملقا',
      phone: '0112223344',
      seats: 3,
      hours: WEEK,
    },
  }),
  section: () => ({ json: { title: NAMES.section, type: 'main', footer: true } }),
  post: async (w) => ({
    form: multipart(
      {
        title: NAMES.post,
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
      name: NAMES.page,
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
        description: NAMES.slide,
        button_text: 'تسوقي الآن',
        button_color: '#AA3300',
        button_text_color: '#fff',
      },
      { image: await imageFile('png') }
    ),
  }),
  landing: () => ({ json: { ...LANDING_PAGE, title: NAMES.landing } }),
}

/** The resources: the key their id is kept under, their URL segment and the column named by NAMES. */
export const RESOURCES = [
  ['storeCategory', 'store-categories', 'name'],
  ['product', 'products', 'name'],
  ['serviceCategory', 'service-categories', 'name'],
  ['service', 'services', 'name'],
  ['branch', 'branches', 'name'],
  ['section', 'sections', 'title'],
  ['post', 'posts', 'title'],
  ['page', 'pages', 'name'],
  ['slide', 'slides', 'description'],
  ['landing', 'landing-pages', 'title'],
] as const
