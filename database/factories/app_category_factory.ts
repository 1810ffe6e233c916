import factory from '@adonisjs/lucid/factories'
import AppCategory from '#models/app_category'
import { MarketplaceAppFactory } from '#database/factories/marketplace_app_factory'
import { uniqueSlug } from '#database/factories/support'

/** A category of the apps marketplace (/apps/{slug}). */
export const AppCategoryFactory = factory
  .define(AppCategory, ({ faker }) => ({
    slug: uniqueSlug('apps'),
    name: faker.helpers.arrayElement(['الدفع الإلكتروني', 'الشحن والتوصيل', 'التسويق', 'المحاسبة']),
    description: 'تطبيقات تربط متجرك بأفضل الخدمات',
    icon: null,
    sortOrder: 0,
  }))
  .relation('apps', () => MarketplaceAppFactory)
  .build()
