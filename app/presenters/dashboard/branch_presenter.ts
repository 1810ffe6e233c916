import type Branch from '#models/branch'
import type { ModelPaginatorContract } from '@adonisjs/lucid/types/model'
import { weekOf, type WeekDayHours } from '#services/branches/branch_service'

/** Day names, Sunday first (day 0), as the week editor and the list show them. */
export const DAY_NAMES = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت']

/**
 * The week in a few words: consecutive days with the same hours are joined, e.g.
 * ['الاثنين - الجمعة: 10:00 - 22:00'], closed days are left out; [] when closed all week.
 */
export function weekSummary(week: WeekDayHours[]): string[] {
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
    }
  },

  list(page: ModelPaginatorContract<Branch>) {
    return {
      branches: page.all().map((branch) => BranchPresenter.row(branch)),
      meta: { currentPage: page.currentPage, lastPage: page.lastPage, total: page.total },
    }
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
    }
  },
}
