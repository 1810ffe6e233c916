import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Post from '#models/post'
import Section from '#models/section'
import { ensureWebsite } from '#database/factories/website_factory'
import { borrowWebsite, uniqueSlug } from '#database/factories/support'

/** A published article of a website's content site. */
export const PostFactory = factory
  .define(Post, ({ faker }) => {
    const title = faker.helpers.arrayElement([
      'روتين يومي للعناية بالبشرة',
      'كيف تختار عسل السدر الأصلي',
      'أفضل طرق تحضير القهوة العربية',
      'نصائح للعناية بالشعر في الصيف',
    ])
    return {
      sectionId: null,
      title,
      slug: uniqueSlug('post'),
      description: `${title} في خطوات بسيطة`,
      keywords: 'نصائح، عناية',
      image: '/images/demo/post-1.webp',
      content: `<p>${title}.</p><p>نشارككم في هذا المقال خلاصة تجربتنا مع عملائنا.</p>`,
      publishedAt: DateTime.now().minus({ hours: faker.number.int({ min: 1, max: 240 }) }),
    }
  })
  .state('draft', (post) => {
    post.publishedAt = null
  })
  .state('scheduled', (post) => {
    post.publishedAt = DateTime.now().plus({ days: 3 })
  })
  .before('create', async (_, post, ctx) => {
    await borrowWebsite(post, ctx, 'sectionId', Section)
    await ensureWebsite(_, post, ctx)
  })
  .build()
