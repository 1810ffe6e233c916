// Journeys on the built app at 390 px: a new merchant builds a store, a customer orders and books on it.
/// <reference lib="dom" />
import { test } from '@japa/runner'
import Booking from '#models/booking'
import Customer from '#models/customer'
import Order from '#models/order'
import Product from '#models/product'
import Service from '#models/service'
import Website from '#models/website'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { urlOf } from '#tests/acceptance/support/server'
import {
  chooseFirstBranch,
  hydrated,
  newVisitor,
  open,
  overflow,
  pictureShown,
  shoot,
  type Visitor,
} from '#tests/acceptance/support/journey_browser'
import {
  addBranch,
  addLandingPage,
  addPage,
  addPost,
  addProduct,
  addSection,
  addService,
  addStoreCategory,
  openStore,
  signUpMerchant,
  type NewMerchant,
} from '#tests/acceptance/support/journey_merchant'
import {
  addToCartFromCatalogue,
  bookService,
  checkOut,
  signUpCustomer,
} from '#tests/acceptance/support/journey_customer'
import {
  confirmPurchase,
  exportOrders,
  markPaid,
  openInvoice,
} from '#tests/acceptance/support/journey_desk'

const RUN = Date.now().toString(36)

test.group('Acceptance journeys: a new merchant, a customer, the merchant again', (group) => {
  const merchant: NewMerchant = {
    name: 'صالون ريم',
    email: `reem.${RUN}@example.com`,
    username: `reem-${RUN}`,
  }
  const names = {
    branch: 'فرع الملقا',
    category: 'العناية بالشعر',
    product: 'زيت الأرغان الأصلي',
    service: 'قص وتصفيف',
    options: ['ريم', 'لمى'],
    section: 'نصائح الجمال',
    post: 'روتين العناية بالشعر',
    page: 'سياسة الاستبدال',
    landing: 'قائمة المشروبات',
  }
  const buyer = { name: 'جود السبيعي', email: `jood.${RUN}@example.com` }
  const visitors: Visitor[] = []
  /** what one test leaves to the next: the merchant's signed-in browser, the customer's, the records */
  const state = {} as {
    owner: Visitor
    customer: Visitor
    website: Website
    serviceSlug: string
    order: Order
    booking: Booking
  }
  group.teardown(async () => {
    for (const visitor of visitors) await visitor.context.close()
  })

  test('a new merchant signs up, onboards and builds a store; a shopper sees each part', async ({
    browser,
    assert,
  }) => {
    const owner = await newVisitor(browser)
    const shopper = await newVisitor(browser)
    visitors.push(owner, shopper)
    state.owner = owner
    const { page } = owner
    const shop = shopper.page
    const u = merchant.username

    await signUpMerchant(page, merchant)
    const website = await Website.findByOrFail('username', u)
    state.website = website

    // a new store shows visitors its coming-soon page until the merchant opens it
    assert.equal(await open(shop, `/o/${u}`), 200)
    assert.include(await shop.locator('h1').first().textContent(), 'قريبا')
    await openStore(page, merchant)
    await open(shop, `/o/${u}`)
    assert.include(await shop.locator('h1').first().textContent(), merchant.name)

    await addBranch(page, merchant, names.branch)
    await open(shop, `/o/${u}`)
    await hydrated(shop)
    assert.include(await shop.locator('.branch-dialog').textContent(), names.branch)
    await chooseFirstBranch(shop)

    await addStoreCategory(page, merchant, names.category)
    await open(shop, `/o/${u}/categories`)
    await shop.locator('main', { hasText: names.category }).waitFor()

    // one left, typed in Arabic-Indic digits, and a description written in the editor
    await addProduct(page, merchant, {
      name: names.product,
      price: '65',
      category: names.category,
      stock: '١',
      description: 'زيت أرغان مغربي بارد العصر للشعر والبشرة.',
      gallery: ['#c9a227', '#3b6e8f'],
    })
    const product = await Product.query()
      .where('website_id', website.id)
      .where('name', names.product)
      .firstOrFail()
    assert.equal(await open(shop, `/o/${u}/product/${encodeURIComponent(product.slug)}`), 200)
    await hydrated(shop)
    assert.include(await shop.locator('h1').first().textContent(), names.product)
    await pictureShown(shop, 'main img[src*="480x480"]')
    await shop.locator('.product-description', { hasText: 'بارد العصر' }).waitFor()
    assert.include(await shop.locator('.few-left').textContent(), 'بقي 1 فقط')
    // the gallery: the main photo and two more; a thumbnail shows its photo in the main place
    const thumbs = shop.locator('.product-thumbs button')
    assert.equal(await thumbs.count(), 3)
    const main = shop.locator('.product-detail-media > img').first()
    const first = await main.getAttribute('src')
    await thumbs.nth(2).click()
    assert.equal(await thumbs.nth(2).getAttribute('aria-pressed'), 'true')
    assert.notEqual(await main.getAttribute('src'), first)
    assert.isAtMost(await overflow(shop), 0)
    await shoot(shop, 'product')

    await addService(page, merchant, {
      name: names.service,
      price: '120',
      duration: '60',
      options: names.options,
    })
    const service = await Service.query()
      .where('website_id', website.id)
      .where('name', names.service)
      .firstOrFail()
    state.serviceSlug = service.slug
    await open(shop, `/o/${u}/services`)
    await shop.locator('main', { hasText: names.service }).waitFor()
    assert.equal(await open(shop, `/o/${u}/service/${encodeURIComponent(service.slug)}`), 200)
    assert.include(await shop.locator('main').textContent(), '120')

    // the section is pinned to the content site's header; the sections page lists it once it has posts
    await addSection(page, merchant, names.section, `tips-${RUN}`)
    await open(shop, `/c/${u}`)
    const pinned = shop.locator(`header a[href$="/category/tips-${RUN}"]`, {
      hasText: names.section,
    })
    await pinned.first().waitFor({ state: 'attached' })

    await addPost(page, merchant, {
      title: names.post,
      slug: `hair-${RUN}`,
      section: names.section,
      text: 'اغسلي شعرك بماء فاتر ثم رطبيه بزيت الأرغان مرتين في الأسبوع.',
    })
    assert.equal(await open(shop, `/c/${u}/blog/hair-${RUN}`), 200)
    await shop.locator('main', { hasText: 'بماء فاتر' }).waitFor()
    await open(shop, `/c/${u}/category/tips-${RUN}`)
    await shop.locator('main', { hasText: names.post }).waitFor()
    await open(shop, `/c/${u}/categories`)
    await shop.locator('main', { hasText: names.section }).waitFor()

    await addPage(page, merchant, {
      name: names.page,
      slug: `returns-${RUN}`,
      text: 'يمكنك استبدال المنتج خلال سبعة أيام من الاستلام.',
    })
    assert.equal(await open(shop, `/o/${u}/p/returns-${RUN}`), 200)
    await shop.locator('main', { hasText: 'خلال سبعة أيام' }).waitFor()

    await addLandingPage(page, merchant, {
      title: names.landing,
      slug: `drinks-${RUN}`,
      group: 'المشروبات الساخنة',
      items: [
        ['قهوة عربية', '12'],
        ['شاي بالنعناع', '9.50'],
      ],
    })
    assert.equal(await open(shop, `/l/drinks-${RUN}`), 200)
    const menu = shop.locator('body', { hasText: 'المشروبات الساخنة' })
    await menu.waitFor()
    assert.include(await menu.textContent(), 'شاي بالنعناع')
    await shoot(shop, 'landing')

    // the store's home with all of it
    await open(shop, `/o/${u}`)
    await hydrated(shop)
    assert.isAtMost(await overflow(shop), 0)
    await shoot(shop, 'storefront-home')
    assert.deepEqual(owner.problems, [])
    assert.deepEqual(shopper.problems, [])
  }).timeout(120_000)

  test('a customer browses, adds to the cart, signs up, orders cash on delivery and books', async ({
    browser,
    assert,
  }) => {
    const customer = await newVisitor(browser)
    visitors.push(customer)
    state.customer = customer
    const { page } = customer
    const u = merchant.username

    await addToCartFromCatalogue(page, u, names.product)
    await signUpCustomer(page, u, buyer.name, buyer.email)
    await checkOut(page, u, names.product)
    const account = await Customer.query()
      .where('website_id', state.website.id)
      .where('email', buyer.email)
      .firstOrFail()
    const order = await Order.query()
      .where('customer_id', account.id)
      .preload('items')
      .preload('bill')
      .firstOrFail()
    state.order = order
    assert.lengthOf(order.items, 1)
    assert.isNotNull(order.branchId)

    await page.click('a.order-number')
    await page.waitForURL(urlOf(`/o/${u}/orders/${order.id}`))
    await page.locator('.order-items', { hasText: names.product }).waitFor()
    await shoot(page, 'order')
    // the only one left is sold: its page and its card say so and offer no button
    const product = await Product.query().where('id', order.items[0].productId!).firstOrFail()
    assert.equal(product.stock, 0)
    await open(page, `/o/${u}/products`)
    await page.locator('.product-card', { hasText: 'نفدت الكمية' }).waitFor()
    await open(page, `/o/${u}/products/${product.id}`)
    await page.locator('.sold-out', { hasText: 'نفدت الكمية' }).waitFor()
    assert.equal(await page.locator('.add-to-cart').count(), 0)
    await open(page, `/o/${u}/orders`)
    assert.include(await page.locator('.orders-table').textContent(), String(order.number))

    const time = await bookService(page, u, state.serviceSlug, names.options[0])
    const booking = await Booking.query().where('customer_id', account.id).firstOrFail()
    state.booking = booking
    await page.click('a.booking-number')
    await page.waitForURL(urlOf(`/o/${u}/booking/${booking.id}`))
    const facts = await page.locator('main').textContent()
    assert.include(facts, booking.reservationCode)
    assert.include(facts, names.service)
    assert.include(facts, names.options[0])
    assert.include(facts, time)
    assert.isAtMost(await overflow(page), 0)
    await shoot(page, 'booking')
    assert.deepEqual(customer.problems, [])
  }).timeout(90_000)

  test('the merchant confirms both, records the payment, prints the invoice, exports the CSV', async ({
    assert,
  }) => {
    const { page } = state.owner
    const { order, booking } = state
    const u = merchant.username

    await confirmPurchase(page, `/dashboard/${u}/orders/${order.id}`, 'الطلب')
    await markPaid(page)
    await page.locator('.dash-purchase-panel .ui-badge', { hasText: /^مدفوعة$/ }).waitFor()
    await shoot(page, 'dashboard-order')

    // the print button's window, then the same address opened directly: 200 with the ZATCA QR
    const { popup, payload } = await openInvoice(page)
    assert.equal(new URL(popup.url()).pathname, `/dashboard/${u}/orders/${order.id}/invoice`)
    await popup.close()
    await order.bill.refresh()
    if (order.bill.kind === 'receipt') {
      // a new merchant without a VAT number issues plain receipts (issue 31): no QR, no VAT lines
      assert.equal(payload, '')
    } else {
      assert.equal(payload, order.bill.zatcaQr)
      const qr = decodeZatcaTlv(payload)
      assert.equal(qr.sellerName, merchant.name)
      assert.equal(qr.total, (order.total / 100).toFixed(2))
    }
    assert.equal(await open(page, `/dashboard/${u}/orders/${order.id}/invoice`), 200)
    await hydrated(page)
    const taxed = order.bill.kind !== 'receipt'
    await page
      .locator(`h1:has-text("${taxed ? 'فاتورة ضريبية مبسطة' : 'إيصال استلام مبلغ'}")`)
      .waitFor()
    assert.equal(await page.locator('.invoice-qr svg').count(), taxed ? 1 : 0)
    assert.include(await page.locator('main, body').first().textContent(), names.product)
    await shoot(page, 'invoice')

    await confirmPurchase(page, `/dashboard/${u}/bookings/${booking.id}`, 'الحجز')
    await order.refresh()
    await booking.refresh()
    assert.equal(order.status, 'success')
    assert.equal(booking.status, 'success')

    const csv = await exportOrders(page, u)
    assert.match(csv.name, new RegExp(`^orders-${u}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
    assert.equal(new URL(csv.url).pathname, `/dashboard/${u}/orders/export`)
    const row = csv.text.split(/\r?\n/).find((line) => line.startsWith(`${order.number},`))
    assert.isDefined(row, csv.text)
    const cells = row!.split(',')
    assert.deepEqual(cells.slice(2, 12), [
      buyer.name,
      // the mobile the store's sign-up asked for, kept on the order (issue 36)
      order.customerMobile,
      'مكتمل',
      (order.total / 100).toFixed(2),
      (order.vat / 100).toFixed(2),
      'مدفوع',
      // refunded (online payments): nothing for an order paid in cash
      '0.00',
      // delivered, with no fee (the store kept the default delivery settings), no date asked
      'توصيل',
      '0.00',
      '',
    ])
    // then the fulfilment step, and the lines as sold (issue 36)
    assert.equal(cells[12], 'تم التسليم')
    assert.match(cells[13], new RegExp(`^${names.product} × 1 = \\d+\\.\\d{2}$`))

    // the customer sees both confirmed
    const shopper = state.customer.page
    await open(shopper, `/o/${u}/orders/${order.id}`)
    await shopper.locator('.ui-badge-success:has-text("مكتمل")').first().waitFor()
    await open(shopper, `/o/${u}/booking/${booking.id}`)
    await shopper.locator('.ui-badge-success:has-text("مكتمل")').first().waitFor()
    // the merchant's home page counts the day's sale
    await open(page, `/dashboard/${u}`)
    await hydrated(page)
    assert.isAtMost(await overflow(page), 0)
    await shoot(page, 'dashboard')
    assert.deepEqual(state.owner.problems, [])
    assert.deepEqual(state.customer.problems, [])
  }).timeout(90_000)
})
