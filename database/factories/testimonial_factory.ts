import factory from '@adonisjs/lucid/factories'
import Testimonial from '#models/testimonial'
import { fullName } from '#database/factories/support'

/** A merchant's word on the marketing home page. */
export const TestimonialFactory = factory
  .define(Testimonial, ({ faker }) => ({
    name: fullName(faker),
    role: faker.helpers.arrayElement(['صاحبة صالون', 'صاحب متجر عسل', 'مديرة مقهى']),
    quote: 'أطلقت متجري في يوم واحد وبدأت الطلبات تصلني من كل المدن.',
    avatar: null,
    sortOrder: 0,
  }))
  .build()
