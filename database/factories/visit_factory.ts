import factory from '@adonisjs/lucid/factories'
import Visit from '#models/visit'
import { ensureWebsite } from '#database/factories/website_factory'

/** A page view of a website's storefront ('order'); state `content` for the content site. */
export const VisitFactory = factory
  .define(Visit, ({ faker }) => ({
    site: 'order' as const,
    path: faker.helpers.arrayElement(['/', '/products', '/categories', '/services']),
    referrer: faker.helpers.arrayElement([null, 'https://www.google.com/', 'https://t.co/']),
  }))
  .state('content', (visit) => {
    visit.site = 'content'
  })
  .before('create', ensureWebsite)
  .build()
