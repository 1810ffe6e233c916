import type { HttpContext } from '@adonisjs/core/http'
import type Website from '#models/website'

/**
 * The branch a visitor picked on a storefront, kept in the session for the visit and sent with the
 * order. One key per website, so a visitor of two storefronts keeps one choice on each.
 * The checkout reads the same key: `store_branch_<websiteId>`.
 */
export const BranchChoice = {
  sessionKey(websiteId: number) {
    return `store_branch_${websiteId}`
  },

  /** The chosen branch id as stored, or null; callers match it against the website's branches. */
  get(session: HttpContext['session'], website: Website): number | null {
    const value = Number(session.get(BranchChoice.sessionKey(website.id)))
    return Number.isInteger(value) && value > 0 ? value : null
  },

  /** Stores the choice; the branch must already be validated as one of this website's branches. */
  set(session: HttpContext['session'], website: Website, branchId: number) {
    session.put(BranchChoice.sessionKey(website.id), branchId)
  },
}
