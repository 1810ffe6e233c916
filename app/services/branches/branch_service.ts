import { websiteChanged } from '#services/cache/site_changes'
import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import Branch, { WEEK_DAYS, type WorkingHours } from '#models/branch'
import type Website from '#models/website'
import type { branchValidator } from '#validators/branch'
import { DomainError } from '#exceptions/domain_error'
import { HOLDING_STATUSES } from '#services/booking/booked_times'
import { sqlDateTime } from '#services/sql_time'
import { requestedLocation, type LatLng } from '#services/branches/branch_location'
import { addWithinPlan } from '#services/records/record_support'

type BranchInput = Infer<typeof branchValidator>

/** One day of the week editor: day 0 is Sunday, 6 Saturday (DESIGN.md section 8). */
export interface WeekDayHours {
  day: number
  open: boolean
  from: string
  to: string
}

/** The times a closed day shows in the editor, so opening it starts from sensible hours. */
const CLOSED_DAY_TIMES = { from: '09:00', to: '21:00' }

/**
 * The week a new branch starts with: the Saudi working week, Saturday to Thursday, closed on Friday
 * (issue 36). The merchant changes it in the same form before saving.
 */
export function newBranchHours(): WorkingHours {
  const day = { open: CLOSED_DAY_TIMES.from, close: CLOSED_DAY_TIMES.to }
  const hours = Object.fromEntries(WEEK_DAYS.map((key) => [key, { ...day }])) as WorkingHours
  hours.fri = null
  return hours
}

const BRANCHES_PER_PAGE = 20

/** The stored week (null closes a day) as the editor's 7 rows, Sunday first. */
export function weekOf(hours: WorkingHours): WeekDayHours[] {
  return WEEK_DAYS.map((key, day) => {
    const value = hours?.[key]
    return value
      ? { day, open: true, from: value.open, to: value.close }
      : { day, open: false, ...CLOSED_DAY_TIMES }
  })
}

/** The editor's rows as the stored week: an open day keeps its times, a closed day is null. */
export function workingHoursOf(week: BranchInput['hours']): WorkingHours {
  const hours = Object.fromEntries(WEEK_DAYS.map((key) => [key, null])) as WorkingHours
  for (const row of week) {
    const key = WEEK_DAYS[row.day]
    hours[key] = row.open && row.from && row.to ? { open: row.from, close: row.to } : null
  }
  return hours
}

function attributesOf(input: BranchInput, location: LatLng | null | undefined) {
  return {
    name: input.name,
    address: input.address ?? null,
    phone: input.phone ?? null,
    seats: input.seats,
    workingHours: workingHoursOf(input.hours),
    // undefined keeps the stored location (a save that says nothing of it)
    ...(location === undefined
      ? {}
      : { latitude: location?.latitude ?? null, longitude: location?.longitude ?? null }),
  }
}

/**
 * The branches of a website in the dashboard. The booking wizard and the storefront's branch chooser
 * read the same rows, so a saved change shows there at once.
 */
export const BranchService = {
  /** A page of the branches; a branch role's list is its own branch (`onlyId`). */
  list(website: Website, page: number, onlyId: number | null = null) {
    const query = website.related('branches').query()
    if (onlyId !== null) query.where('id', onlyId)
    return query.orderBy('sort_order').orderBy('id').paginate(page, BRANCHES_PER_PAGE)
  },

  /** This website's branch, or the 404 page (another website's id included). */
  find(website: Website, id: number | string) {
    return website.related('branches').query().where('id', id).firstOrFail()
  },

  count(website: Website) {
    return countOf(website.related('branches').query())
  },

  /**
   * A new branch, last in the list, within the plan's branch_count. The website row is locked on
   * PostgreSQL (SQLite serialises writers) so two saves at once cannot both pass the limit.
   */
  async create(website: Website, input: BranchInput) {
    return addWithinPlan(website, 'branch_count', Branch, async (trx, nextPosition) => {
      const location = await requestedLocation(website, input, { client: trx })
      return Branch.create(
        { websiteId: website.id, ...attributesOf(input, location), sortOrder: nextPosition },
        { client: trx }
      )
    })
  },

  async update(website: Website, id: number | string, input: BranchInput) {
    const branch = await this.find(website, id)
    // a location on a plan without locate_nearest_branch is refused before anything is stored
    branch.merge(attributesOf(input, await requestedLocation(website, input)))
    await branch.save()
    await websiteChanged(website.id)
    return branch
  },

  /**
   * Deletes a branch nobody needs any more:
   * - the last branch stays while the website has services or bookings (the wizard books at a branch);
   * - a branch with a pending booking, or a confirmed one still to come, stays (a customer is coming).
   * Past bookings and orders keep their pages and bills: their branch_id is set null by the foreign
   * key and the pages show them without a branch.
   */
  async destroy(website: Website, id: number | string, now: DateTime = DateTime.utc()) {
    const branch = await this.find(website, id)
    const branches = await this.count(website)
    if (branches <= 1) {
      const [services, bookings] = await Promise.all([
        countOf(website.related('services').query()),
        countOf(website.related('bookings').query()),
      ])
      if (services > 0 || bookings > 0) throw new DomainError('branch_last_needed')
    }
    const open = await countOf(
      website
        .related('bookings')
        .query()
        .where('branch_id', branch.id)
        .where((q) => {
          q.where('status', 'pending').orWhere((upcoming) => {
            upcoming
              .whereIn('status', [...HOLDING_STATUSES])
              .where('end_at', '>', sqlDateTime(now.toUTC()))
          })
        })
    )
    if (open > 0) throw new DomainError('branch_has_open_bookings')
    await branch.delete()
    await websiteChanged(website.id)
    return branch
  },
}

async function countOf(query: { count: (column: string) => any }): Promise<number> {
  const [row] = await query.count('* as n')
  return Number(row.$extras.n)
}
