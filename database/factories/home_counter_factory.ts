import factory from '@adonisjs/lucid/factories'
import HomeCounter from '#models/home_counter'

/** A figure of the marketing home page ("+1200 متجر"). */
export const HomeCounterFactory = factory
  .define(HomeCounter, ({ faker }) => ({
    title: faker.helpers.arrayElement(['متجر نشط', 'طلب شهريًا', 'مدينة سعودية']),
    count: faker.number.int({ min: 10, max: 5000 }),
    unit: null,
    image: null,
    sortOrder: 0,
  }))
  .build()
