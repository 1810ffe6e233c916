import factory from '@adonisjs/lucid/factories'
import LandingPage from '#models/landing_page'
import { ensureWebsite } from '#database/factories/website_factory'
import { LandingPageItemFactory } from '#database/factories/landing_page_item_factory'
import { uniqueSlug } from '#database/factories/support'

/** A menu page at /l/{slug} (slugs are unique platform-wide). Add dishes with `.with('items')`. */
export const LandingPageFactory = factory
  .define(LandingPage, ({ faker }) => ({
    slug: uniqueSlug('menu'),
    title: faker.helpers.arrayElement([
      'قائمة مقهى الديرة',
      'منيو مطعم السنبوك',
      'قائمة حلويات الريم',
    ]),
    titleEn: null,
    description: 'اطلب من القائمة واستلم من الفرع',
    logo: null,
    backgroundImage: null,
    backgroundColor: '#FFFFFF',
    textColor: '#444444',
    textActiveColor: '#328E6E',
    buttonColor: '#328E6E',
    buttonHoverColor: '#26715A',
    links: { website: 'https://example.com', snapchat: 'https://snapchat.com/add/example' },
    enableQr: false,
  }))
  .state('withQr', (page) => {
    page.enableQr = true
  })
  .before('create', ensureWebsite)
  .relation('items', () => LandingPageItemFactory)
  .build()
