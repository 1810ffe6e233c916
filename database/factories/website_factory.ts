import factory from '@adonisjs/lucid/factories'
import type { FactoryContextContract } from '@adonisjs/lucid/types/factory'
import Website, { DEFAULT_THEME, defaultDesign } from '#models/website'
import Plan from '#models/plan'
import { UserFactory } from '#database/factories/user_factory'
import { PlanFactory } from '#database/factories/plan_factory'
import { BranchFactory } from '#database/factories/branch_factory'
import { SectionFactory } from '#database/factories/section_factory'
import { PostFactory } from '#database/factories/post_factory'
import { PageFactory } from '#database/factories/page_factory'
import { SlideFactory } from '#database/factories/slide_factory'
import { HomeSectionFactory } from '#database/factories/home_section_factory'
import { StoreCategoryFactory } from '#database/factories/store_category_factory'
import { ProductFactory } from '#database/factories/product_factory'
import { ServiceCategoryFactory } from '#database/factories/service_category_factory'
import { ServiceFactory } from '#database/factories/service_factory'
import { CustomerFactory } from '#database/factories/customer_factory'
import { OrderFactory } from '#database/factories/order_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { LandingPageFactory } from '#database/factories/landing_page_factory'
import { ContactMessageFactory } from '#database/factories/contact_message_factory'
import { VisitFactory } from '#database/factories/visit_factory'
import {
  BUSINESS_NAMES,
  buildsParent,
  clientOf,
  saudiPhone,
  sequence,
} from '#database/factories/support'

/**
 * A merchant website. Its owner is created when not given; its plan is the platform's default plan
 * when the plans are seeded, a new one otherwise.
 */
export const WebsiteFactory = factory
  .define(Website, ({ faker }) => ({
    username: `shop${sequence()}${faker.string.alpha({ length: 4, casing: 'lower' })}`,
    nameAr: faker.helpers.arrayElement(BUSINESS_NAMES),
    nameEn: null,
    description: 'متجر سعودي يقدم منتجات وخدمات مختارة بعناية',
    logo: null,
    activityType: 'store',
    contactEmail: `info${sequence()}@example.com`,
    contactPhone: saudiPhone(faker),
    whatsappNumber: `9665${faker.string.numeric(8)}`,
    legalName: null,
    vatNumber: null,
    crNumber: null,
    legalAddress: null,
    design: defaultDesign(),
    defaultTheme: DEFAULT_THEME,
    supportContent: false,
    notFound: false,
    planExpiresAt: null,
    lastOrderNumber: 0,
    lastBookingNumber: 0,
    lastBillNumber: 0,
  }))
  /** A website with the content site (/c/{username}) switched on. */
  .state('withContent', (website) => {
    website.supportContent = true
  })
  /** Marked not found: both public sites answer 404. */
  .state('notFound', (website) => {
    website.notFound = true
  })
  /** Seller data of a VAT-registered business, printed on tax invoices. */
  .state('vatRegistered', (website, { faker }) => {
    website.legalName = `مؤسسة ${website.nameAr} التجارية`
    website.vatNumber = `3${faker.string.numeric(13)}3`
    website.crNumber = `10${faker.string.numeric(8)}`
    website.legalAddress = 'الرياض، حي العليا، طريق الملك فهد'
  })
  .before('create', async (builder, website, ctx) => {
    if (!website.userId && !buildsParent(builder, 'owner')) {
      const owner = await UserFactory.query().useCtx(ctx).create()
      website.userId = owner.id
    }
    if (!website.planId && !buildsParent(builder, 'plan')) {
      website.planId = await defaultPlanId(ctx)
    }
  })
  .relation('owner', () => UserFactory)
  .relation('plan', () => PlanFactory)
  .relation('branches', () => BranchFactory)
  .relation('sections', () => SectionFactory)
  .relation('posts', () => PostFactory)
  .relation('pages', () => PageFactory)
  .relation('slides', () => SlideFactory)
  .relation('homeSections', () => HomeSectionFactory)
  .relation('storeCategories', () => StoreCategoryFactory)
  .relation('products', () => ProductFactory)
  .relation('serviceCategories', () => ServiceCategoryFactory)
  .relation('services', () => ServiceFactory)
  .relation('customers', () => CustomerFactory)
  .relation('orders', () => OrderFactory)
  .relation('bookings', () => BookingFactory)
  .relation('landingPages', () => LandingPageFactory)
  .relation('contactMessages', () => ContactMessageFactory)
  .relation('visits', () => VisitFactory)
  .build()

async function defaultPlanId(ctx: FactoryContextContract) {
  const plan = await Plan.query(clientOf(ctx))
    .orderBy('is_default', 'desc')
    .orderBy('sort_order')
    .first()
  if (plan) return plan.id
  const created = await PlanFactory.query().useCtx(ctx).create()
  return created.id
}

/**
 * Before-create hook of every tenant factory: a row without a website gets a new one.
 * Give it one with `.merge({ websiteId })` or build it from `WebsiteFactory.with(...)`.
 */
export async function ensureWebsite(
  _builder: unknown,
  row: { websiteId: number },
  ctx: FactoryContextContract
) {
  if (!row.websiteId) {
    const website = await WebsiteFactory.query().useCtx(ctx).create()
    row.websiteId = website.id
  }
}
