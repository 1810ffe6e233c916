import factory from '@adonisjs/lucid/factories'
import PlatformPage from '#models/platform_page'
import { uniqueSlug } from '#database/factories/support'

/** A static page of the marketing site (/page/{slug}). */
export const PlatformPageFactory = factory
  .define(PlatformPage, ({ faker }) => {
    const title = faker.helpers.arrayElement([
      'الشروط والأحكام',
      'سياسة الخصوصية',
      'الأسئلة الشائعة',
    ])
    return {
      slug: uniqueSlug('page'),
      title,
      description: `${title} لمنصة صفحتي`,
      keywords: null,
      author: 'فريق صفحتي',
      content: `<h2>${title}</h2><p>آخر تحديث لهذه الصفحة كان هذا الشهر.</p>`,
    }
  })
  .build()
