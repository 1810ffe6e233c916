import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import type { Assert } from '@japa/assert'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import Branch from '#models/branch'
import HomeSection from '#models/home_section'
import Page from '#models/page'
import Post from '#models/post'
import Product from '#models/product'
import Section from '#models/section'
import Service from '#models/service'
import ServiceCategory from '#models/service_category'
import Slide from '#models/slide'
import StoreCategory from '#models/store_category'
import { urlFor } from '#http/urls/urls'
import { ImageUploads } from '#services/uploads/image_uploads'
import { VisitRecorder } from '#services/store/visit_recorder'
import { demoOwner, demoWebsite, png } from '#tests/functional/dashboard/website_helpers'

/*
| Every kind of dashboard save is visible on the next anonymous visit of a public page that was in the
| page cache before the save. Each case visits its pages twice (the second answer comes from the
| cache), makes the save as demo's merchant through the real dashboard route, then visits the same
| pages again and checks what a visitor sees.
*/

// ---------------------------------------------------------------------------------------------------
// What a visitor gets

/** The page's markup as rendered by the server: the body without the page's props or its scripts. */
function markupOf(html: string) {
  const body = html.slice(html.indexOf('<body'))
  return body
    .replace(/\sdata-page="[^"]*"/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
}

/** The text a visitor reads on the page. */
function textOf(html: string) {
  return markupOf(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

type Form = 'text' | 'markup' | 'json'

/** One anonymous visit: where the answer came from and what it shows in the given form. */
async function visit(client: ApiClient, url: string, form: Form) {
  const response = form === 'json' ? await client.get(url).withInertia() : await client.get(url)
  const status = response.status()
  const cache = response.header('x-page-cache')
  if (form === 'json') return { status, cache, shown: JSON.stringify(response.body()) }
  const html = response.text()
  return { status, cache, shown: form === 'markup' ? markupOf(html) : textOf(html) }
}

/** Two anonymous visits of a public page: the second one is answered from the page cache. */
async function cachedVisit(client: ApiClient, assert: Assert, url: string, form: Form) {
  const first = await visit(client, url, form)
  assert.equal(first.status, 200, `${url} (${form})`)
  const second = await visit(client, url, form)
  assert.equal(second.status, 200, `${url} (${form})`)
  assert.equal(second.cache, 'hit', `${url} (${form}): the second visit comes from the page cache`)
  return second.shown
}

// ---------------------------------------------------------------------------------------------------
// The merchant's saves

const DEMO = { username: 'demo' }
const dashboard = (name: string, params: Record<string, unknown> = {}) =>
  urlFor(`dashboard.${name}`, { ...DEMO, ...params })

interface Saved {
  response: ApiResponse
  /** where a successful save sends the merchant */
  location: string
}

/** A form sent as demo's merchant from the dashboard page `from` (JSON, no redirect followed). */
async function send(
  client: ApiClient,
  method: 'post' | 'put' | 'patch' | 'delete',
  url: string,
  from: string,
  body?: Record<string, unknown>
) {
  const request = client[method](url)
    .loginAs(await demoOwner())
    .withCsrfToken()
    .withInertia()
    .header('referer', from)
    .redirects(0)
  return body ? request.json(body) : request
}

/** A form's fields as the browser sends them back: the record id and the saved picture are not fields. */
function formFields(props: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => !['id', 'image', 'logo'].includes(key))
  )
}

/** The form of a dashboard edit page, as the merchant's browser sends it back (no image). */
async function editForm(client: ApiClient, resource: string, id: number, prop: string) {
  const response = await client
    .get(dashboard(`${resource}.edit`, { id }))
    .withInertia()
    .loginAs(await demoOwner())
  response.assertStatus(200)
  return formFields((response.inertiaProps as any)[prop])
}

/** Creates a record from its dashboard form. */
async function create(client: ApiClient, resource: string, body: Record<string, unknown>) {
  const response = await send(
    client,
    'post',
    dashboard(`${resource}.store`),
    dashboard(`${resource}.create`),
    body
  )
  return { response, location: dashboard(`${resource}.index`) }
}

/** Opens a record's edit page, changes some fields and saves it. */
async function edit(
  client: ApiClient,
  resource: string,
  id: number,
  prop: string,
  change: Record<string, unknown>
) {
  const form = await editForm(client, resource, id, prop)
  const url = dashboard(`${resource}.edit`, { id })
  const response = await send(client, 'put', dashboard(`${resource}.update`, { id }), url, {
    ...form,
    ...change,
  })
  return { response, location: dashboard(`${resource}.index`) }
}

/** Deletes a record from its dashboard list. */
async function destroy(client: ApiClient, resource: string, id: number) {
  const index = dashboard(`${resource}.index`)
  const response = await send(client, 'delete', dashboard(`${resource}.destroy`, { id }), index)
  return { response, location: index }
}

/** The save went through: back to the right dashboard page with a success message and no error. */
function assertSaved(assert: Assert, { response, location }: Saved) {
  const flash = response.flashMessages() as Record<string, unknown>
  const details = JSON.stringify(flash)
  assert.oneOf(response.status(), [302, 303], details)
  assert.equal(response.header('location'), location, details)
  assert.notProperty(flash, 'errorsBag', details)
  assert.notProperty(flash, 'inputErrorsBag', details)
  assert.notProperty(flash, 'error', details)
  assert.isString(flash.success, details)
}

/** The id of one of demo's rows. */
async function demoId(model: LucidModel, column: string, value: string): Promise<number> {
  const demo = await demoWebsite()
  const row = await model.query().where('website_id', demo.id).where(column, value).firstOrFail()
  return row.$primaryKeyValue as number
}

// ---------------------------------------------------------------------------------------------------
// The cases

interface Expectation {
  url: string
  /** what is compared: the visible text (default), the rendered markup (links), or the Inertia JSON */
  form?: Form
  /** absent before the save, shown after it */
  appears?: string[]
  /** shown before the save, absent after it */
  disappears?: string[]
  /** texts shown in this order before the save, and in the reverse order after it */
  reversed?: string[]
  /** the page itself is gone after the save */
  gone?: boolean
}

type Cleanup = (fn: () => Promise<void>) => void

interface SaveCase {
  title: string
  pages: Expectation[]
  save: (client: ApiClient, context: { assert: Assert; cleanup: Cleanup }) => Promise<Saved>
}

/** Where each text first stands on the page (-1 when absent). */
const positions = (shown: string, texts: string[]) => texts.map((text) => shown.indexOf(text))

function assertInOrder(assert: Assert, shown: string, texts: string[], message: string) {
  const at = positions(shown, texts)
  assert.isTrue(
    at.every((position, i) => position >= 0 && (i === 0 || position > at[i - 1])),
    `${message}: ${texts.join(' < ')} at ${at.join(', ')}`
  )
}

async function assertVisibleAfterSave(
  client: ApiClient,
  assert: Assert,
  cleanup: Cleanup,
  { pages, save }: SaveCase
) {
  for (const page of pages) {
    const form = page.form ?? 'text'
    const label = `before the save, ${page.url} (${form})`
    const shown = await cachedVisit(client, assert, page.url, form)
    for (const text of page.appears ?? []) assert.notInclude(shown, text, label)
    for (const text of page.disappears ?? []) assert.include(shown, text, label)
    if (page.reversed) assertInOrder(assert, shown, page.reversed, label)
  }

  assertSaved(assert, await save(client, { assert, cleanup }))

  for (const page of pages) {
    const form = page.form ?? 'text'
    const after = await visit(client, page.url, form)
    const label = `after the save, ${page.url} (${form}, page cache: ${after.cache ?? 'none'})`
    if (page.gone) {
      assert.equal(after.status, 404, label)
      continue
    }
    assert.equal(after.status, 200, label)
    for (const text of page.appears ?? []) assert.include(after.shown, text, label)
    for (const text of page.disappears ?? []) assert.notInclude(after.shown, text, label)
    if (page.reversed) assertInOrder(assert, after.shown, [...page.reversed].reverse(), label)
  }
}

const CASES: SaveCase[] = [
  // --- products
  {
    title: 'products: a new product is on the products page and its category page',
    pages: [
      { url: '/o/demo/products', appears: ['منتج تجريبي للحفظ ٧'] },
      { url: '/o/demo/products', form: 'json', appears: ['منتج تجريبي للحفظ ٧'] },
      { url: '/o/demo/categories/skin-care', appears: ['منتج تجريبي للحفظ ٧'] },
    ],
    save: async (client) =>
      create(client, 'products', {
        name: 'منتج تجريبي للحفظ ٧',
        slug: '',
        sku: '',
        price: '49.50',
        old_price: '',
        keywords: '',
        store_category_id: String(await demoId(StoreCategory, 'slug', 'skin-care')),
        visible: true,
      }),
  },
  {
    title: 'products: a renamed product, on its page and on the products page',
    pages: [
      {
        url: '/o/demo/product/gentle-cleanser',
        appears: ['اسم المنتج بعد التعديل ٧'],
        disappears: ['غسول الوجه اللطيف'],
      },
      {
        url: '/o/demo/products',
        appears: ['اسم المنتج بعد التعديل ٧'],
        disappears: ['غسول الوجه اللطيف'],
      },
    ],
    save: async (client) =>
      edit(client, 'products', await demoId(Product, 'slug', 'gentle-cleanser'), 'product', {
        name: 'اسم المنتج بعد التعديل ٧',
      }),
  },
  {
    title: 'products: a deleted product leaves the listings and its page',
    pages: [
      { url: '/o/demo/products', disappears: ['دهن العود الكمبودي'] },
      { url: '/o/demo/categories/perfumes', disappears: ['دهن العود الكمبودي'] },
      { url: '/o/demo/product/cambodian-oud-oil', gone: true },
    ],
    save: async (client) =>
      destroy(client, 'products', await demoId(Product, 'slug', 'cambodian-oud-oil')),
  },
  {
    title: 'products: a product hidden in bulk leaves the listings and its page',
    pages: [
      { url: '/o/demo/products', disappears: ['زيت الأرغان للشعر'] },
      { url: '/o/demo/categories', disappears: ['زيت الأرغان للشعر'] },
      { url: '/o/demo/product/argan-hair-oil', gone: true },
    ],
    save: async (client) => {
      const index = dashboard('products.index')
      const response = await send(client, 'patch', dashboard('products.bulk'), index, {
        ids: [await demoId(Product, 'slug', 'argan-hair-oil')],
        visible: false,
      })
      // the list the merchant ticked the products on
      return { response, location: index }
    },
  },

  // --- store categories
  {
    title: 'store categories: a new category in the navbar and on the categories page',
    pages: [
      { url: '/o/demo/categories', appears: ['تصنيف تجريبي للحفظ ٧'] },
      { url: '/o/demo', appears: ['تصنيف تجريبي للحفظ ٧'] },
    ],
    save: (client) =>
      create(client, 'store_categories', { name: 'تصنيف تجريبي للحفظ ٧', slug: '' }),
  },
  {
    title: 'store categories: a renamed category, on the categories page and its own page',
    pages: [
      { url: '/o/demo/categories', appears: ['اسم التصنيف بعد التعديل ٧'], disappears: ['العطور'] },
      {
        url: '/o/demo/categories',
        form: 'json',
        appears: ['اسم التصنيف بعد التعديل ٧'],
        disappears: ['"العطور"'],
      },
      {
        url: '/o/demo/categories/perfumes',
        appears: ['اسم التصنيف بعد التعديل ٧'],
        disappears: ['العطور'],
      },
    ],
    save: async (client) =>
      edit(
        client,
        'store_categories',
        await demoId(StoreCategory, 'slug', 'perfumes'),
        'category',
        { name: 'اسم التصنيف بعد التعديل ٧' }
      ),
  },
  {
    title: 'store categories: a deleted category leaves the navbar and the categories page',
    pages: [
      { url: '/o/demo/categories', disappears: ['العطور'] },
      { url: '/o/demo/products', disappears: ['العطور'] },
      { url: '/o/demo/categories/perfumes', gone: true },
    ],
    save: async (client) =>
      destroy(client, 'store_categories', await demoId(StoreCategory, 'slug', 'perfumes')),
  },

  // --- service categories (the services page shows a category once it holds a service)
  {
    title: 'service categories: a new category shows on the services page with its first service',
    pages: [
      { url: '/o/demo/services', appears: ['تصنيف خدمات جديد ٧', 'خدمة في التصنيف الجديد ٧'] },
    ],
    save: async (client, { assert }) => {
      const category = await create(client, 'service_categories', {
        name: 'تصنيف خدمات جديد ٧',
        slug: '',
      })
      assertSaved(assert, category)
      return create(client, 'services', {
        name: 'خدمة في التصنيف الجديد ٧',
        slug: '',
        price: '120.00',
        old_price: '',
        duration: 45,
        service_category_id: String(await demoId(ServiceCategory, 'name', 'تصنيف خدمات جديد ٧')),
        options: [],
        visible: true,
      })
    },
  },
  {
    title: 'service categories: a renamed category on the services page',
    pages: [
      {
        url: '/o/demo/services',
        appears: ['اسم تصنيف الخدمات بعد التعديل ٧'],
        disappears: ['الأظافر والعناية'],
      },
    ],
    save: async (client) =>
      edit(
        client,
        'service_categories',
        await demoId(ServiceCategory, 'slug', 'nails-care'),
        'category',
        { name: 'اسم تصنيف الخدمات بعد التعديل ٧' }
      ),
  },
  {
    title: 'service categories: a deleted category leaves the services page and its home block',
    pages: [
      { url: '/o/demo/services', appears: ['خدمات أخرى'], disappears: ['خدمات الشعر'] },
      { url: '/o/demo', disappears: ['خدمات الشعر'] },
    ],
    save: async (client) =>
      destroy(client, 'service_categories', await demoId(ServiceCategory, 'slug', 'hair-services')),
  },

  // --- services
  {
    title: 'services: a new service on the services page',
    pages: [{ url: '/o/demo/services', appears: ['خدمة تجريبية للحفظ ٧'] }],
    save: async (client) =>
      create(client, 'services', {
        name: 'خدمة تجريبية للحفظ ٧',
        slug: '',
        price: '120.00',
        old_price: '',
        duration: 45,
        service_category_id: String(await demoId(ServiceCategory, 'slug', 'nails-care')),
        options: [],
        visible: true,
      }),
  },
  {
    title: 'services: a deleted service leaves the services page, the home block and its page',
    pages: [
      { url: '/o/demo/services', disappears: ['رسم الحواجب'] },
      { url: '/o/demo', disappears: ['رسم الحواجب'] },
      { url: '/o/demo/service/eyebrow-shaping', gone: true },
    ],
    save: async (client) =>
      destroy(client, 'services', await demoId(Service, 'slug', 'eyebrow-shaping')),
  },

  // --- sections (the content site's categories)
  {
    title: 'sections: a new section fixed in the header of /c/demo',
    pages: [
      { url: '/c/demo', appears: ['قسم تجريبي للحفظ ٧'] },
      { url: '/c/demo/blogs', appears: ['قسم تجريبي للحفظ ٧'] },
    ],
    save: (client) =>
      create(client, 'sections', {
        title: 'قسم تجريبي للحفظ ٧',
        slug: '',
        type: 'main',
        parent_id: null,
        embedded: false,
        footer: false,
        fixed: true,
        position: null,
      }),
  },
  {
    title: 'sections: a renamed section on /c/demo and its category page',
    pages: [
      { url: '/c/demo', appears: ['اسم القسم بعد التعديل ٧'], disappears: ['العناية بالشعر'] },
      {
        url: '/c/demo/category/hair-care',
        appears: ['اسم القسم بعد التعديل ٧'],
        disappears: ['العناية بالشعر'],
      },
    ],
    save: async (client) =>
      edit(client, 'sections', await demoId(Section, 'slug', 'hair-care'), 'section', {
        title: 'اسم القسم بعد التعديل ٧',
      }),
  },
  {
    title: 'sections: a deleted section leaves /c/demo, the blog and the categories page',
    pages: [
      { url: '/c/demo', disappears: ['نصائح الجمال'] },
      { url: '/c/demo/blogs', disappears: ['نصائح الجمال'] },
      { url: '/c/demo/categories', disappears: ['نصائح الجمال'] },
      { url: '/c/demo/category/beauty-tips', gone: true },
    ],
    save: async (client) =>
      destroy(client, 'sections', await demoId(Section, 'slug', 'beauty-tips')),
  },

  // --- posts
  {
    title: 'posts: a new published post on the blog and the content home',
    pages: [
      { url: '/c/demo/blogs', appears: ['مقال تجريبي للحفظ ٧'] },
      { url: '/c/demo/blogs', form: 'json', appears: ['مقال تجريبي للحفظ ٧'] },
      { url: '/c/demo', appears: ['مقال تجريبي للحفظ ٧'] },
    ],
    save: async (client) =>
      create(client, 'posts', {
        title: 'مقال تجريبي للحفظ ٧',
        slug: '',
        description: 'وصف قصير للمقال التجريبي',
        keywords: '',
        content: '<p>نص المقال التجريبي.</p>',
        section_id: await demoId(Section, 'slug', 'skin-care'),
        published: true,
      }),
  },
  {
    title: 'posts: a deleted post leaves the blog, the content home and its page',
    pages: [
      { url: '/c/demo/blogs', disappears: ['روتين يومي بسيط لبشرة نضرة'] },
      { url: '/c/demo', disappears: ['روتين يومي بسيط لبشرة نضرة'] },
      { url: '/c/demo/blog/daily-skin-routine', gone: true },
    ],
    save: async (client) =>
      destroy(client, 'posts', await demoId(Post, 'slug', 'daily-skin-routine')),
  },

  // --- custom pages
  {
    title: 'pages: a new page placed in the header of both sites',
    pages: [
      { url: '/o/demo', appears: ['صفحة تجريبية للحفظ ٧'] },
      { url: '/o/demo', form: 'json', appears: ['صفحة تجريبية للحفظ ٧'] },
      { url: '/c/demo', appears: ['صفحة تجريبية للحفظ ٧'] },
    ],
    save: (client) =>
      create(client, 'pages', {
        name: 'صفحة تجريبية للحفظ ٧',
        slug: '',
        description: '',
        content: '<p>محتوى الصفحة التجريبية.</p>',
        placement: 'header',
      }),
  },
  {
    title: 'pages: a deleted page leaves the menus of both sites, and its page',
    pages: [
      { url: '/o/demo', disappears: ['من نحن'] },
      { url: '/c/demo', disappears: ['من نحن'] },
      { url: '/o/demo/p/about-us', gone: true },
    ],
    save: async (client) => destroy(client, 'pages', await demoId(Page, 'slug', 'about-us')),
  },

  // --- slides
  {
    title: 'slides: a new storefront slide (with its image) on the store home',
    pages: [{ url: '/o/demo', appears: ['شريحة تجريبية للحفظ ٧', 'زر الشريحة ٧'] }],
    save: async (client, { cleanup }) => {
      const from = dashboard('slides.create')
      const response = await client
        .post(dashboard('slides.store'))
        .loginAs(await demoOwner())
        .withCsrfToken()
        .withInertia()
        .header('referer', from)
        .redirects(0)
        .fields({
          site: 'store',
          link: '/o/demo/products',
          description: 'شريحة تجريبية للحفظ ٧',
          button_text: 'زر الشريحة ٧',
          button_color: '#AA3300',
          button_text_color: '#FFFFFF',
          position: '0',
        })
        .file('image', await png(1200, 500), { filename: 'slide.png' })
      // the uploaded files are removed after the test (its rows are rolled back)
      const slide = await Slide.query()
        .where('website_id', (await demoWebsite()).id)
        .where('description', 'شريحة تجريبية للحفظ ٧')
        .first()
      if (slide) {
        const { websiteId, image } = slide
        cleanup(() => ImageUploads.remove(websiteId, image))
      }
      return { response, location: dashboard('slides.index') }
    },
  },
  {
    title: 'slides: an edited storefront slide on the store home',
    pages: [
      {
        url: '/o/demo',
        appears: ['وصف الشريحة بعد التعديل ٧'],
        disappears: ['شعر ومكياج وأظافر في يوم واحد'],
      },
    ],
    save: async (client) =>
      edit(client, 'slides', await demoId(Slide, 'title', 'باقة العروس'), 'slide', {
        description: 'وصف الشريحة بعد التعديل ٧',
      }),
  },
  {
    title: 'slides: an edited content-site slide on /c/demo',
    pages: [
      {
        url: '/c/demo',
        appears: ['وصف شريحة المدونة بعد التعديل ٧'],
        disappears: ['نصائح الموسم'],
      },
    ],
    save: async (client) =>
      edit(client, 'slides', await demoId(Slide, 'title', 'جمالك في الشتاء'), 'slide', {
        description: 'وصف شريحة المدونة بعد التعديل ٧',
      }),
  },
  {
    title: 'slides: a deleted storefront slide leaves the store home',
    pages: [
      {
        url: '/o/demo',
        disappears: ['خصم 20% على جلسات البشرة', 'حتى نهاية الشهر في الفرعين'],
      },
    ],
    save: async (client) =>
      destroy(client, 'slides', await demoId(Slide, 'title', 'خصم 20% على جلسات البشرة')),
  },

  // --- the order of the home blocks
  {
    title: 'home sections: the store home shows its blocks in the new order',
    pages: [
      { url: '/o/demo', reversed: ['تسوقي حسب القسم', 'عروض مميزة', 'من مدونتنا'] },
      { url: '/o/demo', form: 'json', reversed: ['تسوقي حسب القسم', 'عروض مميزة', 'من مدونتنا'] },
    ],
    save: async (client) => reorderHome(client, 'store', 'order'),
  },
  {
    title: 'home sections: the content home shows its blocks in the new order',
    pages: [{ url: '/c/demo', reversed: ['تصفحي الأقسام', 'أحدث المقالات'] }],
    save: async (client) => reorderHome(client, 'content', 'content'),
  },

  // --- branches
  {
    title: 'branches: a renamed branch in the branch choice of the storefront',
    pages: [
      { url: '/o/demo', appears: ['اسم الفرع بعد التعديل ٧'], disappears: ['فرع النرجس'] },
      { url: '/o/demo/products', appears: ['اسم الفرع بعد التعديل ٧'], disappears: ['فرع النرجس'] },
    ],
    save: async (client) =>
      edit(client, 'branches', await demoId(Branch, 'name', 'فرع النرجس'), 'branch', {
        name: 'اسم الفرع بعد التعديل ٧',
      }),
  },
  {
    title: 'branches: a deleted branch leaves the branch choice of the storefront',
    pages: [
      { url: '/o/demo', disappears: ['فرع النرجس'] },
      { url: '/o/demo/services', disappears: ['فرع النرجس'] },
    ],
    save: async (client) => destroy(client, 'branches', await demoId(Branch, 'name', 'فرع النرجس')),
  },

  // --- website settings (the name on the storefront is covered in cache_invalidation.spec.ts)
  {
    title: 'settings: a new Instagram link in the footers of both sites',
    pages: [
      {
        url: '/o/demo',
        form: 'markup',
        appears: ['href="https://instagram.com/lamsat_test7"'],
        disappears: ['href="https://instagram.com/lamsatjamal"'],
      },
      {
        url: '/c/demo',
        form: 'markup',
        appears: ['href="https://instagram.com/lamsat_test7"'],
        disappears: ['href="https://instagram.com/lamsatjamal"'],
      },
    ],
    save: (client) =>
      saveSettings(client, { instagram_link: 'https://instagram.com/lamsat_test7' }),
  },
  {
    title: 'settings: the new name on the content site',
    pages: [
      { url: '/c/demo', appears: ['اسم الموقع بعد التعديل ٧'], disappears: ['مركز لمسة جمال'] },
      { url: '/c/demo/blogs', appears: ['اسم الموقع بعد التعديل ٧'] },
      { url: '/c/demo', form: 'json', appears: ['اسم الموقع بعد التعديل ٧'] },
    ],
    save: (client) => saveSettings(client, { name: 'اسم الموقع بعد التعديل ٧' }),
  },
]

/** Reverses the order of one home page's blocks from the dashboard's home sections page. */
async function reorderHome(client: ApiClient, site: 'store' | 'content', stored: string) {
  const demo = await demoWebsite()
  const blocks = await HomeSection.query()
    .where('website_id', demo.id)
    .where('site', stored)
    .orderBy('sort_order')
  const from = urlFor('dashboard.home_sections.edit', DEMO, { site })
  const response = await send(client, 'put', dashboard('home_sections.update'), from, {
    site,
    order: blocks.map((block) => block.id).reverse(),
    hidden: [],
  })
  return { response, location: from }
}

/** Saves the settings form with these fields changed. */
async function saveSettings(client: ApiClient, change: Record<string, unknown>) {
  const settings = dashboard('settings.edit')
  const page = await client
    .get(settings)
    .withInertia()
    .loginAs(await demoOwner())
  page.assertStatus(200)
  const form = formFields((page.inertiaProps as any).settings)
  const response = await send(client, 'put', dashboard('settings.update'), settings, {
    ...form,
    ...change,
  })
  return { response, location: settings }
}

test.group('Caches: each kind of dashboard save is visible on the next visit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // the views these visits counted are not written after the run's database is gone
  group.each.teardown(() => VisitRecorder.discardPending())

  test('{title}')
    .with(CASES)
    .run(async ({ client, assert, cleanup }, saveCase) => {
      await assertVisibleAfterSave(client, assert, cleanup, saveCase)
    })
})
