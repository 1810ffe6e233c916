// Whether a website can take bookings today, and if not, why (its plan, or its branches and hours).
import { WEEK_DAYS, type WorkingHours } from '#models/branch'
import type Website from '#models/website'
import { PlanLimits } from '#services/plans/plan_limits'
import { urlFor } from '#http/urls/urls'

/** What stops a website's bookings: its plan, no branch, or no branch open on any day. */
type BookingBlock = 'plan' | 'no_branch' | 'no_hours'

/**
 * What the dashboard tells the merchant where services are made, with the one step that fixes it
 * (BOOKING_BLOCK_ACTIONS). The storefront says nothing of it: it just offers no booking.
 */
const BOOKING_BLOCK_REASONS: Record<BookingBlock, string> = {
  plan: 'باقتك الحالية لا تشمل استقبال الحجوزات: تظهر خدماتك في متجرك دون زر الحجز.',
  no_branch:
    'لا يستقبل متجرك الحجوزات حتى تضيف فرعا بأوقات عمله: تظهر خدماتك في متجرك دون زر الحجز.',
  no_hours: 'لا يستقبل متجرك الحجوزات حتى تحدد أوقات عمل فرعك: تظهر خدماتك في متجرك دون زر الحجز.',
}

/** The fix of each block: the plans page, or the branches. */
const BOOKING_BLOCK_ACTIONS: Record<BookingBlock, { label: string; route: string }> = {
  plan: { label: 'رقّ باقتك لاستقبال الحجوزات', route: 'marketing.plans.index' },
  no_branch: { label: 'أضف فرعا', route: 'dashboard.branches.create' },
  no_hours: { label: 'حدد أوقات العمل', route: 'dashboard.branches.index' },
}

/** Whether a week has at least one open day. */
function hasOpenDay(hours: WorkingHours | null | undefined) {
  return WEEK_DAYS.some((day) => Boolean(hours?.[day]))
}

async function branchWeeks(website: Website) {
  const branches = await website.related('branches').query().select('working_hours')
  return branches.map((branch) => branch.workingHours)
}

/**
 * Why the website takes no booking, or null when it takes them: the plan must include
 * add_reservations, and a booking is made at a branch open on some day (a store with no branch has
 * no hours to offer a time in). `branchHours`, when the caller already has the branches, saves a query.
 */
export async function bookingBlock(
  website: Website,
  branchHours?: (WorkingHours | null)[]
): Promise<BookingBlock | null> {
  if (!(await PlanLimits.hasFeature(website, 'add_reservations'))) return 'plan'
  const weeks = branchHours ?? (await branchWeeks(website))
  if (weeks.length === 0) return 'no_branch'
  if (!weeks.some(hasOpenDay)) return 'no_hours'
  return null
}

/**
 * The dashboard's note where services are made: why the store takes no booking and the one tap that
 * fixes it (the plans page, or the branches). Null when bookings are open.
 */
export async function bookingNotice(website: Website) {
  const block = await bookingBlock(website)
  if (!block) return null
  const action = BOOKING_BLOCK_ACTIONS[block]
  return {
    reason: block,
    message: BOOKING_BLOCK_REASONS[block],
    action: { label: action.label, href: urlFor(action.route, { username: website.username }) },
  }
}

export type BookingNotice = NonNullable<Awaited<ReturnType<typeof bookingNotice>>>
