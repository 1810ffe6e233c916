import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import PlatformPost from '#models/platform_post'
import { uniqueSlug } from '#database/factories/support'

/** A published article of the platform's blog; state `academy` for a lesson of the academy. */
export const PlatformPostFactory = factory
  .define(PlatformPost, ({ faker }) => {
    const title = faker.helpers.arrayElement([
      'كيف تبدأ متجرك الإلكتروني في السعودية',
      'خمس طرق لزيادة مبيعات متجرك',
      'دليل الفاتورة الإلكترونية للمتاجر الصغيرة',
      'تصوير المنتجات بالجوال',
    ])
    return {
      privilege: 'blog' as const,
      platformSectionId: null,
      title,
      slug: uniqueSlug('article'),
      description: `${title}: خطوات عملية لأصحاب المشاريع الصغيرة`,
      keywords: 'متجر إلكتروني، تجارة',
      image: null,
      content: `<p>${title}.</p><p>نشرح في هذا المقال الخطوات بالتفصيل.</p>`,
      isPopular: false,
      publishedAt: DateTime.now().minus({ days: faker.number.int({ min: 1, max: 60 }) }),
    }
  })
  .state('academy', (post) => {
    post.privilege = 'academy'
  })
  .state('popular', (post) => {
    post.isPopular = true
  })
  .state('draft', (post) => {
    post.publishedAt = null
  })
  .build()
