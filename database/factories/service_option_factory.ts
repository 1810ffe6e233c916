import factory from '@adonisjs/lucid/factories'
import ServiceOption from '#models/service_option'
import Service from '#models/service'
import { ServiceFactory } from '#database/factories/service_factory'
import { ensureParent } from '#database/factories/support'

/** A choice of a service (a specialist, a hair length) with its extra price in halalas. */
export const ServiceOptionFactory = factory
  .define(ServiceOption, ({ faker }) => ({
    name: faker.helpers.arrayElement(['شعر قصير', 'شعر طويل', 'مع الخبيرة سارة', 'مع الخبيرة هند']),
    extraPrice: faker.helpers.arrayElement([0, 2000, 5000]),
    sortOrder: 0,
  }))
  .before('create', (_, option, ctx) =>
    ensureParent(option, ctx, 'serviceId', Service, () => ServiceFactory)
  )
  .build()
