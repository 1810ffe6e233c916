import type Branch from '#models/branch'
import type { ModelPaginatorContract } from '@adonisjs/lucid/types/model'
import { listPage } from '#services/catalogue/catalogue_support'
import { weekOf, type WeekDayHours } from '#services/branches/branch_service'
import { mapUrlOf } from '#services/branches/branch_location'

/** The branch's location with a link to open it on the map, or null when none was set. */
function locationOf(branch: Branch) {
  if (branch.latitude === null || branch.longitude === null) return null
  const point = { latitude: branch.latitude, longitude: branch.longitude }
  return { ...point, mapUrl: mapUrlOf(point) }
}

/** Day names, Sunday first (day 0), as the week editor and the list show them. */
export const DAY_NAMES = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت']

/**
 * The week in a few words: consecutive days with the same hours are joined, e.g.
 * ['الاثنين - الجمعة: 10:00 - 22:00'], closed days are left out; [] when closed all week.
 */
function weekSummary(week: WeekDayHours[]): string[] {
  const lines: string[] = []
  let start = 0
  while (start < week.length) {
    const day = week[start]
    let end = start
    const same = (other: WeekDayHours) =>
      other.open === day.open && other.from === day.from && other.to === day.to
    while (end + 1 < week.length && same(week[end + 1])) end++
    if (day.open) {
      const days =
        end === start ? DAY_NAMES[day.day] : `${DAY_NAMES[day.day]} - ${DAY_NAMES[week[end].day]}`
      lines.push(`${days}: ${day.from} - ${day.to}`)
    }
    start = end + 1
  }
  return lines
}

export const BranchPresenter = {
  row(branch: Branch) {
    const week = weekOf(branch.workingHours)
    return {
      id: branch.id,
      name: branch.name,
      address: branch.address,
      phone: branch.phone,
      seats: branch.seats,
      hours: weekSummary(week),
      location: locationOf(branch),
    }
  },

  list(page: ModelPaginatorContract<Branch>) {
    return listPage('branches', page, (branch) => BranchPresenter.row(branch))
  },

  /** The form's values, under the request's field names (DESIGN.md section 8). */
  form(branch: Branch) {
    return {
      id: branch.id,
      name: branch.name,
      address: branch.address ?? '',
      phone: branch.phone ?? '',
      seats: branch.seats,
      hours: weekOf(branch.workingHours),
      // the location fields: a link to paste, or the coordinates "my location" fills in
      map_link: '',
      latitude: branch.latitude,
      longitude: branch.longitude,
      clear_location: false,
    }
  },
}
