import factory from '@adonisjs/lucid/factories'
import Service from '#models/service'
import ServiceCategory from '#models/service_category'
import { ensureWebsite } from '#database/factories/website_factory'
import { ServiceOptionFactory } from '#database/factories/service_option_factory'
import { SERVICE_NAMES, borrowWebsite, priceHalalas, uniqueSlug } from '#database/factories/support'

/** A bookable service: VAT-inclusive price in halalas, a duration in whole quarter-hours. */
export const ServiceFactory = factory
  .define(Service, ({ faker }) => ({
    serviceCategoryId: null,
    name: faker.helpers.arrayElement(SERVICE_NAMES),
    slug: uniqueSlug('service'),
    description: 'تقدمها خبيرات معتمدات بمنتجات عالية الجودة.',
    keywords: null,
    image: null,
    price: priceHalalas(faker, 50, 600),
    oldPrice: null,
    durationMinutes: faker.helpers.arrayElement([30, 45, 60, 90]),
    isActive: true,
    sortOrder: 0,
  }))
  .state('hidden', (service) => {
    service.isActive = false
  })
  .before('create', async (_, service, ctx) => {
    await borrowWebsite(service, ctx, 'serviceCategoryId', ServiceCategory)
    await ensureWebsite(_, service, ctx)
  })
  .relation('options', () => ServiceOptionFactory)
  .build()
