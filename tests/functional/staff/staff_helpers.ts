// What the staff specs share: a person of a given role on a website, and a branch's pending order or booking.
import User from '#models/user'
import type Website from '#models/website'
import WebsiteMembership from '#models/website_membership'
import { UserFactory } from '#database/factories/user_factory'
import { BranchFactory } from '#database/factories/branch_factory'
import type { StaffRole } from '#services/staff/permissions'

/** A verified account (password 'secret123') made a member of the website with this role. */
export async function memberOf(website: Website, role: StaffRole, branchId: number | null = null) {
  const user = await UserFactory.create()
  await WebsiteMembership.create({ websiteId: website.id, userId: user.id, role, branchId })
  return User.findOrFail(user.id)
}

/** Two branches of the website (the branch roles' own and another). */
export async function twoBranches(website: Website) {
  const own = await BranchFactory.merge({ websiteId: website.id, name: 'فرع الاختبار' }).create()
  const other = await BranchFactory.merge({ websiteId: website.id, name: 'فرع آخر' }).create()
  return { own, other }
}
