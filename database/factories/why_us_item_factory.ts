import factory from '@adonisjs/lucid/factories'
import WhyUsItem from '#models/why_us_item'

/** A reason of the marketing home page's "why us" block. */
export const WhyUsItemFactory = factory
  .define(WhyUsItem, ({ faker }) => ({
    title: faker.helpers.arrayElement([
      'دعم فني بالعربي',
      'فاتورة إلكترونية معتمدة',
      'بدون عمولات',
    ]),
    description: 'كل ما يحتاجه متجرك في مكان واحد، بسعر واضح.',
    image: null,
    sortOrder: 0,
  }))
  .build()
