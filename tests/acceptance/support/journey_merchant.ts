// A new merchant's steps in the built app: sign-up, the e-mailed code, onboarding and the dashboard forms.
/// <reference lib="dom" />
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { lastCodeTo, urlOf } from '#tests/acceptance/support/server'
import { hydrated } from '#tests/acceptance/support/journey_browser'

export interface NewMerchant {
  name: string
  email: string
  username: string
}

/** The dashboard address of one of the merchant's pages. */
const desk = (merchant: NewMerchant, path = '') => urlOf(`/dashboard/${merchant.username}${path}`)

/** Opens a dashboard form and waits for React to own it (what is typed before would be lost). */
async function openForm(page: Page, url: string) {
  await page.goto(url)
  await hydrated(page)
}

/** Sends a dashboard form and waits for its list page with the success toast. */
async function saveAndSee(page: Page, listPath: string, toast: string) {
  await page.click('form button[type="submit"]')
  try {
    await page.waitForURL((url) => url.pathname.endsWith(listPath), { timeout: 15_000 })
  } catch (error) {
    // the form stayed: say what it shows (its field errors, the plan notice)
    const shown = await page
      .locator('.ui-error, .dash-plan-notice, [role="alert"]')
      .allTextContents()
    throw new Error(`${page.url()} was not saved: ${shown.join(' | ') || 'no message'}`, {
      cause: error,
    })
  }
  await page.locator('.toast', { hasText: toast }).waitFor()
}

/**
 * Sign-up on the monthly plan (the plans page's «اشترك» link: stores, bookings and tax invoices), the
 * 4-digit code from the server's mail log pasted into the code boxes, onboarding (a salon run by a
 * freelancer, the site's name and username) and the dashboard.
 */
export async function signUpMerchant(page: Page, merchant: NewMerchant) {
  await openForm(page, urlOf('/signup?plan=monthly'))
  await page.fill('#signup-name', merchant.name)
  await page.fill('#signup-email', merchant.email)
  await page.fill('#signup-phone', '0551239876')
  await page.fill('#signup-password', 'secret123')
  await page.click('button[type="submit"]')
  await page.waitForURL('**/verify')
  await page.waitForSelector('.code-boxes input')
  const code = await lastCodeTo(merchant.email)
  await page.evaluate((digits: string) => {
    const first = document.querySelector<HTMLInputElement>('.code-boxes input')!
    const data = new DataTransfer()
    data.setData('text/plain', digits)
    first.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  }, code)
  await page.waitForURL('**/onboarding')
  await hydrated(page)

  await page.click('label.choice:has-text("صالون تجميل")')
  await page.click('label.choice:has-text("فرد (عمل حر)")')
  await page.fill('#onboarding-legal-id', 'FL-987654321')
  await page.fill('#onboarding-site-name', merchant.name)
  await page.fill('#onboarding-username', merchant.username)
  await page.waitForSelector('.username-status.ok')
  await page.click('button[type="submit"]')
  await page.waitForURL('**/onboarding/done')
  await page.click('text=الذهاب إلى لوحة التحكم')
  await page.waitForURL(`**/dashboard/${merchant.username}`)
}

/** A branch open Sunday to Thursday 09:00-21:00 with two booking seats. */
export async function addBranch(page: Page, merchant: NewMerchant, name: string) {
  await openForm(page, desk(merchant, '/branches/create'))
  await page.fill('#name', name)
  await page.fill('#address', 'الرياض، حي الملقا')
  await page.fill('#phone', '0112345678')
  await page.fill('#seats', '2')
  // every day of the week opens, then Sunday's hours go to each open day
  for (let day = 0; day < 7; day++) await page.check(`input[name="hours.${day}.open"]`)
  await page.uncheck('input[name="hours.5.open"]')
  await page.fill('input[name="hours.0.from"]', '09:00')
  await page.fill('input[name="hours.0.to"]', '21:00')
  await page.click('button:has-text("نسخ أوقات")')
  await saveAndSee(page, '/branches', 'تمت إضافة الفرع')
}

export async function addStoreCategory(page: Page, merchant: NewMerchant, name: string) {
  await openForm(page, desk(merchant, '/store-categories/create'))
  await page.fill('#name', name)
  await saveAndSee(page, '/store-categories', 'تمت إضافة التصنيف')
}

/** A small real PNG, as a phone's gallery would give. */
export function photo(color: string) {
  return sharp({ create: { width: 480, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer()
}

export async function addProduct(
  page: Page,
  merchant: NewMerchant,
  product: {
    name: string
    price: string
    category: string
    description?: string
    stock?: string
    /** colours of extra photos for the gallery */
    gallery?: string[]
  }
) {
  await openForm(page, desk(merchant, '/products/create'))
  await page.fill('#name', product.name)
  await page.fill('#price', product.price)
  await page.selectOption('#store_category_id', { label: product.category })
  if (product.stock !== undefined) await page.fill('#stock', product.stock)
  if (product.description) await writeInEditor(page, product.description)
  await page.setInputFiles('#image', {
    name: 'product.png',
    mimeType: 'image/png',
    buffer: await photo('#7a4b2a'),
  })
  await page.locator('.ui-image-preview').waitFor()
  if (product.gallery?.length) {
    const files = await Promise.all(
      product.gallery.map(async (color, index) => ({
        name: `gallery-${index + 1}.png`,
        mimeType: 'image/png',
        buffer: await photo(color),
      }))
    )
    await page.setInputFiles('#images', files)
    await page
      .locator('.gallery-field img')
      .nth(files.length - 1)
      .waitFor()
  }
  await saveAndSee(page, '/products', 'تمت إضافة المنتج')
}

export async function addService(
  page: Page,
  merchant: NewMerchant,
  service: { name: string; price: string; duration: string; options: string[] }
) {
  await openForm(page, desk(merchant, '/services/create'))
  await page.fill('#name', service.name)
  await page.fill('#price', service.price)
  await page.fill('#duration', service.duration)
  for (const [index, option] of service.options.entries()) {
    await page.click('button:has-text("إضافة خيار")')
    await page.fill(`input[aria-label="الخيار ${index + 1}"]`, option)
  }
  await saveAndSee(page, '/services', 'تمت إضافة الخدمة')
}

/** A main blog section shown in the home page's grid and the header. */
export async function addSection(page: Page, merchant: NewMerchant, title: string, slug: string) {
  await openForm(page, desk(merchant, '/sections/create'))
  await page.fill('#title', title)
  await page.fill('#slug', slug)
  await page.check('#embedded')
  await page.check('#fixed')
  await saveAndSee(page, '/sections', 'تمت إضافة القسم')
}

/** Types into the rich text editor of the open form. */
async function writeInEditor(page: Page, text: string) {
  const editor = page.locator('.rte-content')
  await editor.waitFor()
  await editor.click()
  await page.waitForFunction(() => !!document.activeElement?.closest('.rte-content'))
  await page.keyboard.type(text)
  await page.locator('.rte-content', { hasText: text }).waitFor()
}

export async function addPost(
  page: Page,
  merchant: NewMerchant,
  post: { title: string; slug: string; section: string; text: string }
) {
  await openForm(page, desk(merchant, '/posts/create'))
  await page.fill('#title', post.title)
  await page.fill('#slug', post.slug)
  await page.selectOption('#section_id', { label: post.section })
  await page.fill('#description', post.text.slice(0, 60))
  await writeInEditor(page, post.text)
  await page.check('#published')
  await saveAndSee(page, '/posts', 'تم نشر المنشور')
}

export async function addPage(
  page: Page,
  merchant: NewMerchant,
  custom: { name: string; slug: string; text: string }
) {
  await openForm(page, desk(merchant, '/pages/create'))
  await page.fill('#name', custom.name)
  await page.fill('#slug', custom.slug)
  await writeInEditor(page, custom.text)
  await saveAndSee(page, '/pages', 'تمت إضافة الصفحة')
}

/** A menu page with one group of items, public at /l/{slug}. */
export async function addLandingPage(
  page: Page,
  merchant: NewMerchant,
  landing: { title: string; slug: string; group: string; items: [string, string][] }
) {
  await openForm(page, desk(merchant, '/landing-pages/create'))
  await page.fill('#title', landing.title)
  await page.fill('#slug', landing.slug)
  for (const [index, [name, price]] of landing.items.entries()) {
    if ((await page.locator(`[id="items.${index}.name"]`).count()) === 0) {
      await page.click('button:has-text("إضافة صنف")')
    }
    await page.fill(`[id="items.${index}.group"]`, landing.group)
    await page.fill(`[id="items.${index}.name"]`, name)
    await page.fill(`[id="items.${index}.price"]`, price)
  }
  await saveAndSee(page, '/landing-pages', 'تمت إضافة صفحة المنيو')
}

/**
 * The "افتح المتجر" switch on the dashboard's overview: a new store shows visitors its coming-soon
 * page until its merchant opens it.
 */
export async function openStore(page: Page, merchant: NewMerchant) {
  await openForm(page, desk(merchant))
  await page.locator('button', { hasText: 'افتح المتجر' }).first().click()
  await page.locator('.toast', { hasText: 'فُتح المتجر' }).waitFor()
}
