import factory from '@adonisjs/lucid/factories'
import Section from '#models/section'
import { ensureWebsite } from '#database/factories/website_factory'
import { PostFactory } from '#database/factories/post_factory'
import { borrowWebsite, uniqueSlug } from '#database/factories/support'

/** A category (section) of a website's articles. */
export const SectionFactory = factory
  .define(Section, ({ faker }) => ({
    parentId: null,
    title: faker.helpers.arrayElement([
      'العناية بالبشرة',
      'العناية بالشعر',
      'نصائح',
      'أخبار المتجر',
    ]),
    slug: uniqueSlug('section'),
    description: 'مقالات مختارة في هذا القسم',
    image: null,
    type: 'main' as const,
    isEmbedded: false,
    isFooter: false,
    isFixed: false,
    sortOrder: 0,
  }))
  .state('sub', (section) => {
    section.type = 'sub'
  })
  .state('inFooter', (section) => {
    section.isFooter = true
  })
  .before('create', async (_, section, ctx) => {
    await borrowWebsite(section, ctx, 'parentId', Section)
    await ensureWebsite(_, section, ctx)
  })
  .relation('posts', () => PostFactory)
  .relation('children', () => SectionFactory)
  .build()
