import factory from '@adonisjs/lucid/factories'
import Page from '#models/page'
import { ensureWebsite } from '#database/factories/website_factory'
import { uniqueSlug } from '#database/factories/support'

/** A static page (about us, return policy) linked from the header and footer. */
export const PageFactory = factory
  .define(Page, ({ faker }) => {
    const name = faker.helpers.arrayElement([
      'من نحن',
      'سياسة الاستبدال والاسترجاع',
      'الشحن والتوصيل',
    ])
    return {
      name,
      slug: uniqueSlug('page'),
      image: null,
      description: `${name} - معلومات تهمك قبل الشراء`,
      content: `<h2>${name}</h2><p>نسعد بخدمتكم في جميع مدن المملكة.</p>`,
      inHeader: true,
      inFooter: true,
      sortOrder: 0,
    }
  })
  .state('hidden', (page) => {
    page.inHeader = false
    page.inFooter = false
  })
  .before('create', ensureWebsite)
  .build()
