import factory from '@adonisjs/lucid/factories'
import ClientSite from '#models/client_site'
import { BUSINESS_NAMES } from '#database/factories/support'

/** A merchant site shown in the marketing site's showcase. */
export const ClientSiteFactory = factory
  .define(ClientSite, ({ faker }) => ({
    name: faker.helpers.arrayElement(BUSINESS_NAMES),
    description: 'متجر إلكتروني على صفحتي',
    logo: null,
    image: null,
    url: 'https://example.com',
    sortOrder: 0,
  }))
  .build()
