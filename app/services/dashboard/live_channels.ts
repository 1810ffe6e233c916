// The dashboard's live channels (server-sent events): who may hear of which website's new orders and bookings.
import type Website from '#models/website'
import type { StaffSeat } from '#services/staff/staff_access'
import { can } from '#services/staff/permissions'
import type { PurchaseKind } from '#services/dashboard/purchase_desk'

/** The abilities that let a person hear of each kind of purchase. */
const HEARS = { order: 'orders.manage', booking: 'bookings.manage' } as const

export const LiveChannels = {
  /** Every purchase of the website: the owner's and the managers' dashboards. */
  website(websiteId: number) {
    return `dashboard/websites/${websiteId}`
  },

  /** One kind of purchase of one branch: a branch manager's (orders and bookings) or reception's (bookings). */
  branch(websiteId: number, branchId: number, kind: PurchaseKind) {
    return `dashboard/websites/${websiteId}/branches/${branchId}/${kind}s`
  },

  /**
   * The channels a person's dashboard listens to: the website's own for the owner and the managers
   * (they see every order); a branch role only its branch's, and only the kinds its role handles, so
   * reception never hears of an order nor anyone of another branch's customers.
   */
  of(website: Website, seat: StaffSeat): string[] {
    if (seat.branchId === null) {
      return can(seat.role, HEARS.order) ? [this.website(website.id)] : []
    }
    const branchId = seat.branchId
    return (['order', 'booking'] as const)
      .filter((kind) => can(seat.role, HEARS[kind]))
      .map((kind) => this.branch(website.id, branchId, kind))
  },

  /** Whether this seat may subscribe to that channel (transmit's authorization, start/transmit.ts). */
  allows(website: Website, seat: StaffSeat | null, channel: string) {
    return seat !== null && this.of(website, seat).includes(channel)
  },
}
