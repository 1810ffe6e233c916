import factory from '@adonisjs/lucid/factories'
import ServiceCategory from '#models/service_category'
import { ensureWebsite } from '#database/factories/website_factory'
import { ServiceFactory } from '#database/factories/service_factory'
import { uniqueSlug } from '#database/factories/support'

/** A category of bookable services. */
export const ServiceCategoryFactory = factory
  .define(ServiceCategory, ({ faker }) => ({
    name: faker.helpers.arrayElement([
      'خدمات الشعر',
      'العناية بالبشرة',
      'العناية بالأظافر',
      'المساج',
    ]),
    slug: uniqueSlug('services'),
    sortOrder: 0,
  }))
  .before('create', ensureWebsite)
  .relation('services', () => ServiceFactory)
  .build()
