import factory from '@adonisjs/lucid/factories'
import Plan from '#models/plan'
import { sequence } from '#database/factories/support'

/** A subscription plan; the seeded platform plans are the real ones, this one is a test's own. */
export const PlanFactory = factory
  .define(Plan, ({ faker }) => {
    const monthly = faker.helpers.arrayElement([4900, 9900, 14900, 19900])
    return {
      code: `plan-${sequence()}-${faker.string.alphanumeric(4).toLowerCase()}`,
      name: faker.helpers.arrayElement(['الباقة الأساسية', 'باقة النمو', 'الباقة الاحترافية']),
      description: 'باقة شهرية لإدارة موقعك ومتجرك',
      priceMonthly: monthly,
      priceYearly: monthly * 10,
      priceOnce: 0,
      trialDays: 14,
      features: {
        manage_content: 10,
        manage_sections: 5,
        manage_pages: 5,
        branch_count: 1,
        manage_items: true,
        manage_orders: true,
        tax_enabled: true,
      },
      isDefault: false,
      sortOrder: 0,
    }
  })
  .state('free', (plan) => {
    plan.priceMonthly = 0
    plan.priceYearly = 0
    plan.trialDays = null
  })
  .build()
