import factory from '@adonisjs/lucid/factories'
import PlatformMessage from '#models/platform_message'
import { fullName, sequence } from '#database/factories/support'

/** A message to the platform from the marketing site's contact page, unread. */
export const PlatformMessageFactory = factory
  .define(PlatformMessage, ({ faker }) => ({
    name: fullName(faker),
    email: `visitor${sequence()}@example.com`,
    message: faker.helpers.arrayElement([
      'أرغب بمعرفة تفاصيل الباقة الاحترافية.',
      'هل يمكن ربط نطاق خاص بمتجري؟',
    ]),
    readAt: null,
  }))
  .build()
