import factory from '@adonisjs/lucid/factories'
import ContactMessage from '#models/contact_message'
import { ensureWebsite } from '#database/factories/website_factory'
import { fullName, saudiPhone, sequence } from '#database/factories/support'

/** A visitor's message from a website's contact page, unread. */
export const ContactMessageFactory = factory
  .define(ContactMessage, ({ faker }) => ({
    name: fullName(faker),
    email: `visitor${sequence()}@example.com`,
    phone: saudiPhone(faker),
    message: faker.helpers.arrayElement([
      'هل يتوفر التوصيل إلى جدة؟',
      'أرغب بحجز موعد يوم الخميس بعد العصر.',
      'متى يتوفر عسل السدر مرة أخرى؟',
    ]),
    readAt: null,
  }))
  .before('create', ensureWebsite)
  .build()
