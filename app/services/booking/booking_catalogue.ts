import { PlanVisibility } from '#services/plans/plan_visibility'
import type Website from '#models/website'
import type Branch from '#models/branch'
import type { WorkingHours } from '#models/branch'
import { BOOKING_PAYMENT_METHODS } from '#models/booking'
import { PAYMENT_METHOD_LABELS } from '#presenters/order_presenter'
import { DEFAULT_WORKING_HOURS } from '#services/booking/availability'

/**
 * SPEC.md section 9: on arrival is offered; installment and card show disabled. With the website's
 * Moyasar connected (`online`), card and STC Pay are offered too (paid on the booking's pay page).
 */
const ENABLED_BOOKING_PAYMENT_METHODS = ['on_arrive'] as const
const ONLINE_BOOKING_PAYMENT_METHODS = ['card', 'stcpay']

export function bookingPaymentMethods(online = false) {
  return BOOKING_PAYMENT_METHODS.filter((value) => online || value !== 'stcpay').map((value) => ({
    value,
    label: PAYMENT_METHOD_LABELS[value] ?? value,
    enabled:
      (ENABLED_BOOKING_PAYMENT_METHODS as readonly string[]).includes(value) ||
      (online && ONLINE_BOOKING_PAYMENT_METHODS.includes(value)),
  }))
}

/**
 * The branch a booking is made at: the one chosen in the navbar (session `store_branch_<websiteId>`)
 * when it is still a branch of this website, the only branch when there is one, else none (the
 * booking is then website-wide). Its working hours close the spec's weekend days.
 */
export async function bookingBranch(website: Website, chosenId: number | null) {
  const query = website.related('branches').query()
  await PlanVisibility.apply(query, website, 'branches')
  const branches = await query.orderBy('sort_order').orderBy('id')
  const chosen =
    branches.find((b) => b.id === chosenId) ?? (branches.length === 1 ? branches[0] : null)
  return {
    branch: chosen,
    hours: workingHoursOf(chosen, branches),
    schedule: scheduleOf(chosen, branches),
  }
}

/** What the availability of a branch needs: its weekly hours and its booking seats. */
export interface BranchSchedule {
  hours: WorkingHours
  seats: number
}

/** A branch's schedule; without a chosen branch the first branch's, or the default week with one seat. */
export function scheduleOf(branch: Branch | null, branches: Branch[] = []): BranchSchedule {
  const source = branch ?? branches[0] ?? null
  return { hours: workingHoursOf(branch, branches), seats: Math.max(1, source?.seats ?? 1) }
}

/** A branch's hours; without a chosen branch the first branch's, or the default week. */
export function workingHoursOf(branch: Branch | null, branches: Branch[] = []): WorkingHours {
  return branch?.workingHours ?? branches[0]?.workingHours ?? DEFAULT_WORKING_HOURS
}

/** Step 1 of the wizard: the active services with their options, grouped by service category. */
export async function bookableServices(website: Website) {
  const [categories, services] = await Promise.all([
    website.related('serviceCategories').query().orderBy('sort_order').orderBy('id'),
    website
      .related('services')
      .query()
      .where('is_active', true)
      .preload('options', (q) => q.orderBy('sort_order').orderBy('id'))
      .orderBy('sort_order')
      .orderBy('id'),
  ])
  const present = (service: (typeof services)[number]) => ({
    id: service.id,
    name: service.name,
    image: service.image,
    price: service.price,
    // shown struck through only when higher than the price
    oldPrice:
      service.oldPrice !== null && service.oldPrice > service.price ? service.oldPrice : null,
    keywords: service.keywords,
    durationMinutes: service.durationMinutes,
    options: service.options.map((o) => ({
      id: o.id,
      name: o.name,
      extraPrice: o.extraPrice,
      extraMinutes: o.extraMinutes,
    })),
  })
  const groups = categories
    .map((category) => ({
      id: category.id as number | null,
      name: category.name,
      services: services.filter((s) => s.serviceCategoryId === category.id).map(present),
    }))
    .filter((group) => group.services.length > 0)
  const known = new Set(categories.map((c) => c.id))
  const others = services.filter((s) => !s.serviceCategoryId || !known.has(s.serviceCategoryId))
  if (others.length > 0) {
    groups.push({ id: null, name: 'خدمات أخرى', services: others.map(present) })
  }
  return groups
}
