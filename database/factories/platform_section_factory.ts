import factory from '@adonisjs/lucid/factories'
import PlatformSection from '#models/platform_section'
import { PlatformPostFactory } from '#database/factories/platform_post_factory'
import { uniqueSlug } from '#database/factories/support'

/** A section of the platform's blog; state `academy` for the academy. */
export const PlatformSectionFactory = factory
  .define(PlatformSection, ({ faker }) => ({
    privilege: 'blog' as const,
    parentId: null,
    title: faker.helpers.arrayElement([
      'التجارة الإلكترونية',
      'التسويق',
      'إدارة المتجر',
      'قصص نجاح',
    ]),
    slug: uniqueSlug('section'),
    sortOrder: 0,
  }))
  .state('academy', (section) => {
    section.privilege = 'academy'
  })
  .relation('posts', () => PlatformPostFactory)
  .relation('children', () => PlatformSectionFactory)
  .build()
