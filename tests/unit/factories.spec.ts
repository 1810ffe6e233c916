import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import { splitVat } from '#services/invoices/vat'
import { decodeZatcaTlv } from '#services/invoices/zatca'
import { AddressFactory } from '#database/factories/address_factory'
import { AppCategoryFactory } from '#database/factories/app_category_factory'
import { BillFactory } from '#database/factories/bill_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { BookingItemFactory } from '#database/factories/booking_item_factory'
import { BranchFactory } from '#database/factories/branch_factory'
import { CartFactory } from '#database/factories/cart_factory'
import { CartItemFactory } from '#database/factories/cart_item_factory'
import { ClientSiteFactory } from '#database/factories/client_site_factory'
import { ContactMessageFactory } from '#database/factories/contact_message_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { CustomerPasswordResetFactory } from '#database/factories/customer_password_reset_factory'
import { EmailVerificationCodeFactory } from '#database/factories/email_verification_code_factory'
import { HomeCounterFactory } from '#database/factories/home_counter_factory'
import { HomeSectionFactory } from '#database/factories/home_section_factory'
import { LandingPageFactory } from '#database/factories/landing_page_factory'
import { LandingPageItemFactory } from '#database/factories/landing_page_item_factory'
import { MarketplaceAppFactory } from '#database/factories/marketplace_app_factory'
import { OrderFactory } from '#database/factories/order_factory'
import { OrderItemFactory } from '#database/factories/order_item_factory'
import { PageFactory } from '#database/factories/page_factory'
import { PlanFactory } from '#database/factories/plan_factory'
import { PlatformMessageFactory } from '#database/factories/platform_message_factory'
import { PlatformPageFactory } from '#database/factories/platform_page_factory'
import { PlatformPostFactory } from '#database/factories/platform_post_factory'
import { PlatformSectionFactory } from '#database/factories/platform_section_factory'
import { PostFactory } from '#database/factories/post_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { ReservationCartFactory } from '#database/factories/reservation_cart_factory'
import { ReservationCartItemFactory } from '#database/factories/reservation_cart_item_factory'
import { SectionFactory } from '#database/factories/section_factory'
import { ServiceCategoryFactory } from '#database/factories/service_category_factory'
import { ServiceFactory } from '#database/factories/service_factory'
import { ServiceOptionFactory } from '#database/factories/service_option_factory'
import { SlideFactory } from '#database/factories/slide_factory'
import { StoreCategoryFactory } from '#database/factories/store_category_factory'
import { TestimonialFactory } from '#database/factories/testimonial_factory'
import { UserFactory } from '#database/factories/user_factory'
import { VisitFactory } from '#database/factories/visit_factory'
import { WebsiteFactory } from '#database/factories/website_factory'
import { WhyUsItemFactory } from '#database/factories/why_us_item_factory'
import { PASSWORD } from '#database/factories/support'

/** Every model's factory, alone: each must give a row the database accepts, parents included. */
const FACTORIES = {
  Address: AddressFactory,
  AppCategory: AppCategoryFactory,
  Bill: BillFactory,
  Booking: BookingFactory,
  BookingItem: BookingItemFactory,
  Branch: BranchFactory,
  Cart: CartFactory,
  CartItem: CartItemFactory,
  ClientSite: ClientSiteFactory,
  ContactMessage: ContactMessageFactory,
  Customer: CustomerFactory,
  CustomerPasswordReset: CustomerPasswordResetFactory,
  EmailVerificationCode: EmailVerificationCodeFactory,
  HomeCounter: HomeCounterFactory,
  HomeSection: HomeSectionFactory,
  LandingPage: LandingPageFactory,
  LandingPageItem: LandingPageItemFactory,
  MarketplaceApp: MarketplaceAppFactory,
  Order: OrderFactory,
  OrderItem: OrderItemFactory,
  Page: PageFactory,
  Plan: PlanFactory,
  PlatformMessage: PlatformMessageFactory,
  PlatformPage: PlatformPageFactory,
  PlatformPost: PlatformPostFactory,
  PlatformSection: PlatformSectionFactory,
  Post: PostFactory,
  Product: ProductFactory,
  ReservationCart: ReservationCartFactory,
  ReservationCartItem: ReservationCartItemFactory,
  Section: SectionFactory,
  Service: ServiceFactory,
  ServiceCategory: ServiceCategoryFactory,
  ServiceOption: ServiceOptionFactory,
  Slide: SlideFactory,
  StoreCategory: StoreCategoryFactory,
  Testimonial: TestimonialFactory,
  User: UserFactory,
  Visit: VisitFactory,
  Website: WebsiteFactory,
  WhyUsItem: WhyUsItemFactory,
}

test.group('Model factories', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  for (const [name, modelFactory] of Object.entries(FACTORIES)) {
    test(`${name} factory creates a valid row`, async ({ assert }) => {
      const [first, second] = await (modelFactory as typeof PlanFactory).createMany(2)
      assert.isAbove(first.id, 0)
      assert.notEqual(first.id, second.id)
      assert.isTrue(first.$isPersisted)
    })
  }

  test('tenant rows share the website of their parents', async ({ assert }) => {
    const website = await WebsiteFactory.create()
    const item = await OrderItemFactory.merge({ websiteId: website.id }).create()
    await item.load('order')
    await item.order.load('customer')
    assert.equal(item.order.websiteId, website.id)
    assert.equal(item.order.customer.websiteId, website.id)

    const option = await ServiceOptionFactory.create()
    await option.load('service')
    assert.equal(option.websiteId, option.service.websiteId)
  })

  test('a website with its catalogue, orders and a bill', async ({ assert }) => {
    const website = await WebsiteFactory.apply('vatRegistered')
      .with('storeCategories', 1, (category) => category.with('products', 2))
      .with('customers', 1, (customer) =>
        customer.with('addresses').with('orders', 2, (order) => order.with('items', 2))
      )
      .create()
    await website.load('products')
    assert.lengthOf(website.products, 2)
    const orders = await website.related('orders').query().orderBy('number')
    assert.deepEqual(
      orders.map((order) => order.number),
      [1, 2]
    )
    await website.refresh()
    assert.equal(website.lastOrderNumber, 2)

    const bill = await BillFactory.merge({ orderId: orders[0].id }).create()
    assert.equal(bill.websiteId, website.id)
    assert.equal(bill.customerId, orders[0].customerId)
    assert.deepEqual(
      { subtotal: bill.subtotal, vat: bill.vat, total: bill.total },
      splitVat(orders[0].total)
    )
    assert.equal(decodeZatcaTlv(bill.zatcaQr).vatNumber, website.vatNumber)
  })

  test('customers and merchants sign in with the factory password', async ({ assert }) => {
    const customer = await CustomerFactory.create()
    assert.isTrue(await hash.verify(customer.password, PASSWORD))
    const user = await UserFactory.create()
    assert.isTrue(await hash.verify(user.password, PASSWORD))
  })

  test('states: hidden product, cancelled order, content website', async ({ assert }) => {
    const product = await ProductFactory.apply('hidden').create()
    assert.isFalse(product.isActive)
    const order = await OrderFactory.apply('cancel').create()
    assert.equal(order.status, 'cancel')
    const website = await WebsiteFactory.apply('withContent').create()
    assert.isTrue(website.supportContent)
  })
})
