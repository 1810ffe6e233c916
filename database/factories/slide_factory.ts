import factory from '@adonisjs/lucid/factories'
import Slide from '#models/slide'
import { ensureWebsite } from '#database/factories/website_factory'

/** A home-page slide of the storefront ('order'); state `content` puts it on the content site. */
export const SlideFactory = factory
  .define(Slide, ({ faker }) => ({
    site: 'order' as const,
    image: '/images/demo/slide-1.webp',
    title: faker.helpers.arrayElement(['عروض نهاية الأسبوع', 'وصل حديثًا', 'خصم ٢٠٪ على العطور']),
    description: 'تسوق الآن واستلم طلبك خلال يومين',
    link: null,
    buttonText: 'تسوق الآن',
    buttonColor: '#328E6E',
    buttonTextColor: '#FFFFFF',
    sortOrder: 0,
  }))
  .state('content', (slide) => {
    slide.site = 'content'
  })
  .before('create', ensureWebsite)
  .build()
