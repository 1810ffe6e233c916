import factory from '@adonisjs/lucid/factories'
import LandingPageItem from '#models/landing_page_item'
import LandingPage from '#models/landing_page'
import { LandingPageFactory } from '#database/factories/landing_page_factory'
import { ensureParent, priceHalalas } from '#database/factories/support'

/** A dish or drink of a menu page, with its calories and price in halalas. */
export const LandingPageItemFactory = factory
  .define(LandingPageItem, ({ faker }) => ({
    groupName: faker.helpers.arrayElement(['المشروبات الساخنة', 'المشروبات الباردة', 'الحلويات']),
    name: faker.helpers.arrayElement(['قهوة سعودية', 'لاتيه', 'شاي كرك', 'كنافة', 'موهيتو']),
    calories: faker.number.int({ min: 5, max: 450 }),
    price: priceHalalas(faker, 8, 45),
    sortOrder: 0,
  }))
  .before('create', (_, item, ctx) =>
    ensureParent(item, ctx, 'landingPageId', LandingPage, () => LandingPageFactory)
  )
  .build()
