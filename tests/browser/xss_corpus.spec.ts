/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { Page as Tab } from 'playwright-core'
import Website from '#models/website'
import Customer from '#models/customer'
import { BranchFactory } from '#database/factories/branch_factory'
import { ContactMessageFactory } from '#database/factories/contact_message_factory'
import { AddressFactory } from '#database/factories/address_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { ServiceFactory } from '#database/factories/service_factory'
import { ServiceOptionFactory } from '#database/factories/service_option_factory'
import { StoreCategoryFactory } from '#database/factories/store_category_factory'
import { ServiceCategoryFactory } from '#database/factories/service_category_factory'
import { PostFactory } from '#database/factories/post_factory'
import { PageFactory } from '#database/factories/page_factory'
import { SlideFactory } from '#database/factories/slide_factory'
import { SectionFactory } from '#database/factories/section_factory'
import { LandingPageFactory } from '#database/factories/landing_page_factory'
import { LandingPageItemFactory } from '#database/factories/landing_page_item_factory'
import Product from '#models/product'
import Service from '#models/service'
import ServiceOption from '#models/service_option'
import StoreCategory from '#models/store_category'
import ServiceCategory from '#models/service_category'
import Post from '#models/post'
import Page from '#models/page'
import Slide from '#models/slide'
import Section from '#models/section'
import LandingPage from '#models/landing_page'
import LandingPageItem from '#models/landing_page_item'
import { sanitizeContent } from '#services/sanitize'
import { watchCsp } from '#tests/browser/csp_helpers'

/**
 * Stored XSS corpus: payloads are saved in every field listed in FIELDS and the pages that show the
 * field are opened in chromium with the CSP on. A dialog (alert/confirm/prompt) or a CSP violation
 * report means a payload reached the DOM as markup. Fields are data (one entry in FIELDS each); the
 * catalogue and content fields (products, services, categories, posts, pages, slides, sections,
 * landing pages) each take half the corpus, four payloads a row, viewed on the dashboard list and
 * edit page and on the public pages that show them.
 */
const BASE_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="javascript:alert(1)">اضغط</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<style>@import "javascript:alert(1)";</style>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;(1)">',
  '<svg/onload=alert`1`>',
  '\u003cscript\u003ealert(1)\u003c/script\u003e',
  '<img src=x:x onerror=prompt(1)>',
  '<div style="background:url(javascript:alert(1))">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  'javascript:alert(1)',
]
/** Each base payload alone, inside Arabic text, and after a quote: well over 100. */
export const PAYLOADS = BASE_PAYLOADS.flatMap((payload) => [
  payload,
  `متجر ${payload} الرياض`,
  `"'${payload}`,
])

type Viewer = 'guest' | 'merchant' | 'customer'
type View = { url: string; as: Viewer }
type Field = {
  label: string
  /**
   * Saves the payloads (each in its own row, or in batches for a single field); may answer more pages
   * to open that depend on what was saved (an edit page by id).
   */
  save: (context: Context, payloads: string[]) => Promise<void | View[]>
  /** The pages that show it, with who looks. */
  pages: View[]
  /** One field holds one batch at a time: it is saved and viewed once per batch. */
  batch?: number
  /** The payloads this field gets (all of them unless said): the catalogue and content fields share. */
  payloads?: string[]
}
type Context = { demo: Website; customer: Customer }

/**
 * Half the corpus (the even or the odd ones): the catalogue and content fields take turns so the run
 * stays short while every field sees 50+ payloads and every payload reaches each kind of page.
 */
const half = (parity: 0 | 1) => PAYLOADS.filter((_, index) => index % 2 === parity)
/** A save starts clean: rows of an earlier save (slugs 'xss-...') go first. */
const XSS_SLUG = 'xss-%'
const slug = (kind: string, index: number) => `xss-${kind}-${index}`
/**
 * Catalogue and content rows hold 4 payloads each (a name stays under 250 characters), so a field's
 * half of the corpus is ~13 rows: one save, and it fits on a dashboard list's first page (20 a page).
 */
const rows = (payloads: string[]) =>
  Array.from({ length: Math.ceil(payloads.length / 4) }, (_, i) =>
    payloads
      .slice(i * 4, i * 4 + 4)
      .join(' ')
      .slice(0, 250)
  )

export const FIELDS: Field[] = [
  {
    label: 'branch names and addresses',
    save: async ({ demo }, payloads) => {
      for (const payload of payloads) {
        await BranchFactory.merge({ websiteId: demo.id, name: payload, address: payload }).create()
      }
    },
    pages: [{ url: '/dashboard/demo/branches', as: 'merchant' }],
  },
  {
    label: 'contact messages',
    save: async ({ demo }, payloads) => {
      for (const payload of payloads) {
        await ContactMessageFactory.merge({
          websiteId: demo.id,
          name: payload,
          message: payload,
        }).create()
      }
    },
    pages: [1, 2, 3, 4, 5, 6].map((page) => ({
      url: `/dashboard/demo/messages?page=${page}`,
      as: 'merchant' as const,
    })),
  },
  {
    label: 'customer addresses',
    save: async ({ demo, customer }, payloads) => {
      for (const payload of payloads) {
        await AddressFactory.merge({
          websiteId: demo.id,
          customerId: customer.id,
          city: payload,
          district: payload,
          street: payload,
        }).create()
      }
    },
    pages: [{ url: '/o/demo/address', as: 'customer' }],
  },
  {
    label: 'customer name',
    batch: 12,
    save: async ({ customer }, payloads) => {
      customer.name = payloads.join(' ').slice(0, 250)
      await customer.save()
    },
    pages: [
      { url: '/o/demo', as: 'customer' },
      { url: '/o/demo/profile', as: 'customer' },
    ],
  },
  {
    label: 'website name and description (settings)',
    batch: 12,
    save: async ({ demo }, payloads) => {
      demo.nameAr = payloads.join(' ').slice(0, 250)
      demo.description = payloads.join(' ')
      await demo.save()
    },
    pages: [
      { url: '/o/demo', as: 'guest' },
      { url: '/c/demo', as: 'guest' },
      { url: '/dashboard/demo/settings', as: 'merchant' },
    ],
  },
  {
    label: 'product names and keywords',
    payloads: half(0),
    save: async ({ demo }, payloads) => {
      await Product.query().where('website_id', demo.id).whereLike('slug', XSS_SLUG).delete()
      const products = await Promise.all(
        rows(payloads).map((payload, index) =>
          ProductFactory.merge({
            websiteId: demo.id,
            name: payload,
            keywords: payload,
            description: payload,
            slug: slug('product', index),
            sortOrder: -1,
          }).create()
        )
      )
      return [{ url: `/dashboard/demo/products/${products[0].id}/edit`, as: 'merchant' }]
    },
    pages: [
      { url: '/dashboard/demo/products', as: 'merchant' },
      { url: '/o/demo/products', as: 'guest' },
      { url: '/o/demo/product/xss-product-0', as: 'guest' },
    ],
  },
  {
    label: 'service names and option names',
    payloads: half(1),
    save: async ({ demo }, payloads) => {
      const old = Service.query().where('website_id', demo.id).whereLike('slug', XSS_SLUG)
      await ServiceOption.query().whereIn('service_id', old.clone().select('id')).delete()
      await old.delete()
      const services = []
      for (const [index, payload] of rows(payloads).entries()) {
        const service = await ServiceFactory.merge({
          websiteId: demo.id,
          name: payload,
          keywords: payload,
          slug: slug('service', index),
          sortOrder: -1,
        }).create()
        // the first service carries every option name of the batch: its page lists them
        if (index === 0) {
          for (const name of payloads) {
            await ServiceOptionFactory.merge({ serviceId: service.id, name }).create()
          }
        }
        services.push(service)
      }
      return [{ url: `/dashboard/demo/services/${services[0].id}/edit`, as: 'merchant' }]
    },
    pages: [
      { url: '/dashboard/demo/services', as: 'merchant' },
      { url: '/o/demo/services', as: 'guest' },
      { url: '/o/demo/service/xss-service-0', as: 'guest' },
    ],
  },
  {
    label: 'store and service category names',
    payloads: half(0),
    save: async ({ demo }, payloads) => {
      await StoreCategory.query().where('website_id', demo.id).whereLike('slug', XSS_SLUG).delete()
      await ServiceCategory.query()
        .where('website_id', demo.id)
        .whereLike('slug', XSS_SLUG)
        .delete()
      const [first] = await Promise.all(
        rows(payloads).map((name, index) =>
          StoreCategoryFactory.merge({
            websiteId: demo.id,
            name,
            slug: slug('category', index),
            sortOrder: -1,
          }).create()
        )
      )
      const [service] = await Promise.all(
        rows(payloads).map((name, index) =>
          ServiceCategoryFactory.merge({
            websiteId: demo.id,
            name,
            slug: slug('services', index),
            sortOrder: -1,
          }).create()
        )
      )
      return [
        { url: `/dashboard/demo/store-categories/${first.id}/edit`, as: 'merchant' },
        { url: `/dashboard/demo/service-categories/${service.id}/edit`, as: 'merchant' },
      ]
    },
    pages: [
      { url: '/dashboard/demo/store-categories', as: 'merchant' },
      { url: '/dashboard/demo/service-categories', as: 'merchant' },
      { url: '/o/demo/categories', as: 'guest' },
      { url: '/o/demo/categories/xss-category-0', as: 'guest' },
      { url: '/o/demo/services', as: 'guest' },
    ],
  },
  {
    label: 'post titles, descriptions and contents (HTML through the sanitizer)',
    payloads: half(1),
    save: async ({ demo }, payloads) => {
      await Post.query().where('website_id', demo.id).whereLike('slug', XSS_SLUG).delete()
      const posts = await Promise.all(
        rows(payloads).map((payload, index) =>
          PostFactory.merge({
            websiteId: demo.id,
            title: payload,
            description: payload,
            keywords: payload,
            // the post service stores the body through sanitizeContent, as here; the first post holds
            // the whole batch as one body
            content: sanitizeContent(index === 0 ? payloads.join('<p>') : payload),
            slug: slug('post', index),
          }).create()
        )
      )
      return [{ url: `/dashboard/demo/posts/${posts[0].id}/edit`, as: 'merchant' }]
    },
    pages: [
      { url: '/dashboard/demo/posts', as: 'merchant' },
      { url: '/o/demo/blogs', as: 'guest' },
      { url: '/o/demo/blogs/xss-post-0', as: 'guest' },
      { url: '/c/demo/blogs', as: 'guest' },
      { url: '/c/demo/blog/xss-post-0', as: 'guest' },
    ],
  },
  {
    label: 'page names and contents',
    payloads: half(0),
    save: async ({ demo }, payloads) => {
      await Page.query().where('website_id', demo.id).whereLike('slug', XSS_SLUG).delete()
      const saved = await Promise.all(
        rows(payloads).map((payload, index) =>
          PageFactory.merge({
            websiteId: demo.id,
            name: payload,
            description: payload,
            content: sanitizeContent(index === 0 ? payloads.join('<p>') : payload),
            slug: slug('page', index),
            sortOrder: -1,
          }).create()
        )
      )
      return [{ url: `/dashboard/demo/pages/${saved[0].id}/edit`, as: 'merchant' }]
    },
    pages: [
      { url: '/dashboard/demo/pages', as: 'merchant' },
      { url: '/o/demo', as: 'guest' },
      { url: '/o/demo/p/xss-page-0', as: 'guest' },
    ],
  },
  {
    label: 'slide titles, descriptions and button texts',
    payloads: half(1),
    save: async ({ demo }, payloads) => {
      await Slide.query().where('website_id', demo.id).whereLike('title', 'xss %').delete()
      const slides = await Promise.all(
        rows(payloads).map((payload) =>
          SlideFactory.merge({
            websiteId: demo.id,
            title: `xss ${payload}`,
            description: payload,
            buttonText: payload,
            sortOrder: -1,
          }).create()
        )
      )
      return [{ url: `/dashboard/demo/slides/${slides[0].id}/edit`, as: 'merchant' }]
    },
    pages: [
      { url: '/dashboard/demo/slides', as: 'merchant' },
      { url: '/o/demo', as: 'guest' },
    ],
  },
  {
    label: 'section titles',
    payloads: half(0),
    save: async ({ demo }, payloads) => {
      const old = Section.query().where('website_id', demo.id).whereLike('slug', XSS_SLUG)
      await Post.query().whereIn('section_id', old.clone().select('id')).delete()
      await old.delete()
      const sections = await Promise.all(
        rows(payloads).map((payload, index) =>
          SectionFactory.merge({
            websiteId: demo.id,
            title: payload,
            description: payload,
            slug: slug('section', index),
            sortOrder: -1,
          }).create()
        )
      )
      // a post in the first section, so its page has something to list under the title
      await PostFactory.merge({
        websiteId: demo.id,
        sectionId: sections[0].id,
        slug: 'xss-in-section',
      }).create()
      return [{ url: `/dashboard/demo/sections/${sections[0].id}/edit`, as: 'merchant' }]
    },
    pages: [
      { url: '/dashboard/demo/sections', as: 'merchant' },
      { url: '/c/demo/categories', as: 'guest' },
      { url: '/c/demo/category/xss-section-0', as: 'guest' },
      { url: '/o/demo/category/xss-section-0', as: 'guest' },
    ],
  },
  {
    label: 'landing page fields and item names',
    payloads: half(1),
    save: async ({ demo }, payloads) => {
      const old = LandingPage.query().where('website_id', demo.id).whereLike('slug', XSS_SLUG)
      await LandingPageItem.query().whereIn('landing_page_id', old.clone().select('id')).delete()
      await old.delete()
      const text = payloads.join(' ')
      const landing = await LandingPageFactory.merge({
        websiteId: demo.id,
        slug: 'xss-landing',
        title: text.slice(0, 250),
        titleEn: text.slice(0, 250),
        description: text,
      }).create()
      for (const [index, payload] of payloads.entries()) {
        await LandingPageItemFactory.merge({
          landingPageId: landing.id,
          groupName: payload,
          name: payload,
          sortOrder: index,
        }).create()
      }
      return [{ url: `/dashboard/demo/landing-pages/${landing.id}/edit`, as: 'merchant' }]
    },
    pages: [
      { url: '/dashboard/demo/landing-pages', as: 'merchant' },
      { url: '/l/xss-landing', as: 'guest' },
    ],
  },
]

async function watch(page: Tab) {
  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    await dialog.dismiss()
  })
  const violations = await watchCsp(page)
  return { dialogs, violations }
}

test.group('Browser: stored XSS corpus under the CSP', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test(`${PAYLOADS.length} payloads in the fields shown back run nowhere`, async ({
    browserContext,
    assert,
  }) => {
    assert.isAtLeast(PAYLOADS.length, 100)
    const demo = await Website.findByOrFail('username', 'demo')
    const customer = await CustomerFactory.merge({
      websiteId: demo.id,
      email: 'xss.viewer@example.com',
      name: 'مشاهد',
    }).create()
    const context: Context = { demo, customer }

    // one browser session signed in as demo's merchant and as a customer of demo (separate guards);
    // `as` in FIELDS says who the page is meant for
    const page = await browserContext.newPage()
    const signals = await watch(page)
    const pages: Record<Viewer, Tab> = { guest: page, merchant: page, customer: page }
    await pages.merchant.goto('/login')
    await pages.merchant.fill('#login-email', 'demo@safhati.sa')
    await pages.merchant.fill('#login-password', 'safhati123')
    await pages.merchant.click('button[type="submit"]')
    await pages.merchant.waitForURL('**/dashboard/**')
    await pages.customer.goto('/o/demo/login')
    const branchDialog = pages.customer.locator('.branch-dialog')
    if (await branchDialog.count()) {
      await branchDialog.locator('.branch-option').first().click()
      await branchDialog.waitFor({ state: 'detached' })
    }
    await pages.customer.fill('#email', 'xss.viewer@example.com')
    await pages.customer.fill('#password', 'secret123')
    await pages.customer.click('main button[type="submit"]')
    await pages.customer.waitForURL((url) => !url.pathname.endsWith('/login'))

    let views = 0
    for (const field of FIELDS) {
      const payloads = field.payloads ?? PAYLOADS
      const batches = field.batch
        ? Array.from({ length: Math.ceil(payloads.length / field.batch) }, (_, i) =>
            payloads.slice(i * field.batch!, (i + 1) * field.batch!)
          )
        : [payloads]
      for (const batch of batches) {
        const more = await field.save(context, batch)
        for (const { url, as } of [...field.pages, ...(more ?? [])]) {
          const response = await pages[as].goto(url)
          // every listed page really shows the field: a 404 would check nothing
          assert.equal(response!.status(), 200, `${field.label}: ${url}`)
          await pages[as].waitForLoadState('networkidle')
          views++
        }
      }
      assert.deepEqual(signals.dialogs, [], `${field.label}: a dialog opened`)
      assert.deepEqual(signals.violations, [], `${field.label}: CSP violation`)
    }
    assert.isAbove(views, FIELDS.length)
  }).timeout(600_000)
})
