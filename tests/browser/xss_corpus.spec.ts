/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { Page } from 'playwright-core'
import Website from '#models/website'
import Customer from '#models/customer'
import { BranchFactory } from '#database/factories/branch_factory'
import { ContactMessageFactory } from '#database/factories/contact_message_factory'
import { AddressFactory } from '#database/factories/address_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { watchCsp } from '#tests/browser/csp_helpers'

/**
 * Stored XSS corpus: every payload is saved in every field listed in FIELDS and the pages that show
 * the field are opened in chromium with the CSP on. A dialog (alert/confirm/prompt) or a CSP violation
 * report means a payload reached the DOM as markup. Fields are data: the catalogue and content fields
 * (products, services, posts, pages, landing pages) join by adding an entry to FIELDS.
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
type Field = {
  label: string
  /** Saves the payloads (each in its own row, or in batches for a single field). */
  save: (context: Context, payloads: string[]) => Promise<void>
  /** The pages that show it, with who looks. */
  pages: Array<{ url: string; as: Viewer }>
  /** One field holds one batch at a time: it is saved and viewed once per batch. */
  batch?: number
}
type Context = { demo: Website; customer: Customer }

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
]

async function watch(page: Page) {
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

  test(`${PAYLOADS.length} payloads in every field shown back run nowhere`, async ({
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
    const pages: Record<Viewer, Page> = { guest: page, merchant: page, customer: page }
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
      const batches = field.batch
        ? Array.from({ length: Math.ceil(PAYLOADS.length / field.batch) }, (_, i) =>
            PAYLOADS.slice(i * field.batch!, (i + 1) * field.batch!)
          )
        : [PAYLOADS]
      for (const batch of batches) {
        await field.save(context, batch)
        for (const { url, as } of field.pages) {
          const response = await pages[as].goto(url)
          assert.isBelow(response!.status(), 500, `${field.label}: ${url}`)
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
