// Every /api/v1 entity carries SPEC.md section 3's field names (the lists below are copied from it).
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { resetLimits, websites } from '#tests/functional/api/helpers'
import { clearUploads } from '#tests/functional/dashboard/website_helpers'
import { callEveryRoute } from '#tests/functional/api/every_route'

/** SPEC.md section 3, entity by entity (keys as the spec spells them). */
const SPEC_FIELDS = {
  post: [
    'slug',
    'title',
    'description',
    'keywords',
    'meta_keywords',
    'image',
    'content',
    'date',
    'categories',
    'section',
    'next_post',
    'prev_post',
  ],
  section: [
    'id',
    'title',
    'slug',
    'type',
    'is_main',
    'post_count',
    'sections',
    'posts',
    'image',
    'embedded',
    'footer',
    'fixed',
  ],
  academyPost: ['slug', 'title', 'description', 'image'],
  website: [
    'id',
    'site_ARname',
    'site_logo',
    'facebook_link',
    'twitter_link',
    'Instagram_link',
    'Snapchat_link',
    'legal',
    'design',
    'list_pages',
    'list_categories',
    'ctgs',
    'support_content',
    'not_found',
    'default_theme',
    'username',
    'pages',
    'branches',
    'store_categories',
  ],
  legal: ['Business_name', 'Tax_number', 'Commercial_registration_number', 'name', 'crn', 'tax_id'],
  designPart: ['color', 'textcolor', 'hovercolor', 'image'],
  listPages: ['header', 'headerx', 'footer'],
  storeCategory: ['id', 'name', 'image', 'slug'],
  landingPage: [
    'title',
    'title_en',
    'description',
    'logo',
    'background_image',
    'background_color',
    'text_color',
    'text_activecolor',
    'btn_color',
    'btn_hovercolor',
    'website',
    'another_website',
    'snapchat_url',
    'instagram_url',
    'facebook_url',
    'twitter_url',
    'tiktok_url',
    'youtube_url',
    'linkedin_url',
    'telegram_url',
    'email',
    'phone',
    'enable_qr',
    'qrcode',
  ],
  landingItem: ['name', 'calories', 'price'],
  staticPage: ['title', 'description', 'keywords', 'author', 'url', 'site_name', 'content'],
  customPage: ['name', 'image', 'description', 'content'],
  plan: ['name', 'code', 'price_monthly', 'price_yearly', 'features'],
  product: [
    'id',
    'sku',
    'name',
    'new_price',
    'old_price',
    'is_discounted',
    'image',
    'slug',
    'keywords',
    'price',
  ],
  service: [
    'id',
    'name',
    'image',
    'old_price',
    'new_price',
    'keywords',
    'duration',
    'price',
    'options',
  ],
  serviceOption: ['id', 'name'],
  serviceCategory: ['id', 'name', 'services'],
  reservationCart: ['cart_id', 'items'],
  reservationCartItem: ['service_name', 'duration', 'price'],
  booking: [
    'id',
    'created_at',
    'date',
    'start_at',
    'end_at',
    'duration',
    'amount',
    'status',
    'payment_method',
    'items',
    'reservation',
  ],
  reservation: ['reservation_code', 'amount', 'bill', 'cart'],
  stats: ['success', 'pending', 'cancel'],
  order: ['id', 'created_at', 'total_amount', 'status', 'bill', 'cart'],
  orderItem: ['item_name', 'quantity', 'price', 'total_price'],
  bill: [
    'id',
    'created_at',
    'paid_at',
    'total_price',
    'status',
    'payment_method',
    'zatka_qr',
    'legal',
    'customer',
  ],
  billLegal: ['name', 'crn', 'tax_id', 'contact'],
  billCustomer: ['name', 'email', 'phone', 'address'],
  address: ['id', 'country', 'city', 'district', 'street', 'short_address'],
  slide: [
    'id',
    'image',
    'link',
    'url',
    'description',
    'button_text',
    'button_color',
    'button_text_color',
  ],
  branch: ['id', 'name'],
  user: ['name', 'phone', 'email', 'role', 'permissions'],
  homeBlock: ['id', 'title', 'order', 'items'],
} as const

type Entity = keyof typeof SPEC_FIELDS

test.group('API: SPEC.md section 3 field names', (group) => {
  group.each.setup(async () => {
    await resetLimits()
    return testUtils.db().withGlobalTransaction()
  })

  test('every entity of every answer carries the keys SPEC.md gives it', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { demo } = await websites()
    cleanup(() => clearUploads(demo.id))
    const bodies = new Map<string, any>()
    for (const [name, call] of await callEveryRoute(client)) {
      bodies.set(name, (await call()).body())
    }
    const home = async (type: string) =>
      (await client.get(`/api/v1/homepage?username=demo&type=${type}`)).body().home_page
    const [contentHome, orderHome] = [await home('content'), await home('order')]
    const b = (name: string) => bodies.get(name)

    const website = b('api.websites.show').website
    const bookingShow = b('api.bookings.show')
    const orderShow = b('api.orders.show')
    const serviceCategory = b('api.booking_services.index').services[0]
    const checks: [Entity, string, unknown][] = [
      ['post', 'blog (merchant)', b('api.blogs.show').blog],
      ['post', 'post (marketing)', b('api.posts.show').post],
      ['section', '/sections', b('api.blog_sections.index').sections[0]],
      ['section', '/postcount', b('api.post_counts.index').sections[0]],
      ['academyPost', '/website/posts', b('api.posts.index').posts[0]],
      ['website', '/website', website],
      ['legal', '/website legal', b('api.websites.show').legal],
      ['legal', '/website website.legal', website.legal],
      ['designPart', 'design.background', website.design.background],
      ['designPart', 'design.header', website.design.header],
      ['designPart', 'design.footer', b('api.websites.show').design.footer],
      ['listPages', 'website.list_pages', website.list_pages],
      ['storeCategory', 'website.store_categories', website.store_categories[0]],
      ['landingPage', '/landing/view', b('api.landing.show').landing_page],
      ['landingItem', '/landing/view items', b('api.landing.show').items[0].items[0]],
      ['staticPage', '/website/page', b('api.pages.show').page],
      ['customPage', '/page/{slug}', b('api.site_pages.show').page],
      ['plan', '/website/plans', b('api.plans.index').plans[0]],
      ['product', '/store/products', b('api.products.index').products[0]],
      ['product', '/store/products/recent', b('api.products.recent').products[0]],
      ['product', '/store/products/{slug}', b('api.products.show').product],
      [
        'product',
        'categories-with-product',
        b('api.categories.with_products').categories[0].items[0],
      ],
      ['service', '/store/services/{slug}', b('api.services.show').service],
      ['serviceOption', 'service options', b('api.services.show').service.options[0]],
      ['service', 'services-operation/category', serviceCategory.services[0]],
      ['serviceCategory', 'services-operation/category', serviceCategory],
      ['reservationCart', 'services-operation/cart', b('api.booking_cart.store')],
      ['reservationCartItem', 'cart items', b('api.booking_cart.store').items[0]],
      ['booking', '/bookings/{id}', bookingShow.booking],
      ['reservation', 'booking.reservation', bookingShow.booking.reservation],
      ['stats', '/bookings stats', b('api.bookings.index').stats],
      ['stats', '/order stats', b('api.orders.index').stats],
      ['order', '/order/{id}', orderShow.order],
      ['order', 'POST /order', b('api.orders.store').order],
      ['orderItem', 'order.cart.items', orderShow.order.cart.items[0]],
      ['orderItem', 'order.items', orderShow.order.items[0]],
      ['bill', 'order bill', orderShow.bill],
      ['bill', 'booking bill', bookingShow.bill],
      ['billLegal', 'bill.legal', orderShow.bill.legal],
      ['billCustomer', 'bill.customer', orderShow.bill.customer],
      ['address', '/address', b('api.addresses.index').address[0]],
      ['slide', '/slides', b('api.slides.index').slides[0]],
      ['branch', '/branches', b('api.branches.index').branches[0]],
      ['user', '/auth/me', b('api.auth.me_get').user],
      ['user', '/me (merchant)', b('api.merchant_auth.me').user],
      ...contentHome.map((block: unknown) => ['homeBlock', 'homepage content', block] as const),
      ...orderHome.map((block: unknown) => ['homeBlock', 'homepage order', block] as const),
    ]

    const missing: string[] = []
    for (const [entity, where, value] of checks) {
      if (!value || typeof value !== 'object') {
        missing.push(`${entity} at ${where}: no object to check`)
        continue
      }
      for (const key of SPEC_FIELDS[entity]) {
        if (!(key in (value as object))) missing.push(`${entity} at ${where}: ${key}`)
      }
    }
    assert.deepEqual(missing, [])
    // the richer names stay beside the spec's, and the spec's agree with them
    const item = orderShow.order.items[0]
    assert.equal(item.total_price, item.total)
    assert.equal(item.item_name, item.name)
    const product = b('api.products.show').product
    assert.equal(product.new_price, product.price)
    assert.equal(product.is_discounted, product.old_price !== null)
    assert.match(product.new_price, /^\d+\.\d{2}$/)
    assert.equal(website.design.header.textcolor, website.design.header.textColor)
    assert.isTrue(orderHome.every((block: any) => Array.isArray(block.items)))
    assert.isTrue(contentHome.every((block: any) => Number.isInteger(block.id)))
    assert.deepEqual(
      orderHome.map((block: any) => block.order),
      orderHome.map((_: unknown, index: number) => index + 1)
    )
  })
})
