import factory from '@adonisjs/lucid/factories'
import Branch, { type WorkingHours } from '#models/branch'
import { ensureWebsite } from '#database/factories/website_factory'
import { CITIES, DISTRICTS, STREETS, saudiPhone } from '#database/factories/support'

/** Open 9:00-22:00 every day but Friday, when it opens after the Friday prayer. */
export function everyDayHours(): WorkingHours {
  const day = { open: '09:00', close: '22:00' }
  return {
    sun: day,
    mon: day,
    tue: day,
    wed: day,
    thu: day,
    fri: { open: '16:00', close: '23:00' },
    sat: day,
  }
}

export const BranchFactory = factory
  .define(Branch, ({ faker }) => {
    const city = faker.helpers.arrayElement(CITIES)
    return {
      name: `فرع ${faker.helpers.arrayElement(DISTRICTS)}`,
      city,
      address: `${city}، حي ${faker.helpers.arrayElement(DISTRICTS)}، ${faker.helpers.arrayElement(STREETS)}`,
      phone: saudiPhone(faker),
      workingHours: everyDayHours(),
      sortOrder: 0,
    }
  })
  /** Closed every day of the week. */
  .state('closed', (branch) => {
    branch.workingHours = {
      sun: null,
      mon: null,
      tue: null,
      wed: null,
      thu: null,
      fri: null,
      sat: null,
    }
  })
  .before('create', ensureWebsite)
  .build()
