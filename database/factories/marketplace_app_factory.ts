import factory from '@adonisjs/lucid/factories'
import MarketplaceApp from '#models/marketplace_app'
import { AppCategoryFactory } from '#database/factories/app_category_factory'
import { sequence } from '#database/factories/support'

/** An app of the marketplace (/app/{title}: the title is its unique address). */
export const MarketplaceAppFactory = factory
  .define(MarketplaceApp, ({ faker }) => {
    const name = faker.helpers.arrayElement(['مدى', 'أرامكس', 'سمسا', 'تمارا', 'قيود'])
    return {
      title: `app-${sequence()}-${faker.string.alpha({ length: 4, casing: 'lower' })}`,
      name,
      summary: `اربط متجرك بخدمة ${name} بخطوات بسيطة`,
      details: `<p>تطبيق ${name} متاح لكل المتاجر على صفحتي.</p>`,
      logo: null,
      tab: null,
      websiteUrl: 'https://example.com',
      sortOrder: 0,
    }
  })
  .before('create', async (_, app, ctx) => {
    if (!app.appCategoryId) {
      const category = await AppCategoryFactory.query().useCtx(ctx).create()
      app.appCategoryId = category.id
    }
  })
  .build()
