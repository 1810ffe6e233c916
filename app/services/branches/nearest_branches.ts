// The branches nearest a position first, by the one great-circle formula the storefront's chooser uses.
import type Branch from '#models/branch'
import type Website from '#models/website'
import { PlanLimits } from '#services/plans/plan_limits'
import { PlanVisibility } from '#services/plans/plan_visibility'
import { distanceKm } from '../../../inertia/lib/great_circle.js'

interface Position {
  latitude: number
  longitude: number
}

/** "24.7136,46.6753" (the validator checked its form and ranges) as degrees. */
export function positionOf(near: string): Position {
  const [latitude, longitude] = near.split(',').map((part) => Number(part.trim()))
  return { latitude, longitude }
}

/** A branch's location, or null when it has none or the plan does not include the nearest branch. */
function locationOf(branch: Branch, locate: boolean): Position | null {
  if (!locate || branch.latitude === null || branch.longitude === null) return null
  return { latitude: branch.latitude, longitude: branch.longitude }
}

/**
 * The website's branches for the public list, with their location when the plan has
 * locate_nearest_branch; only those the plan shows (as the storefront: a plan's count hides the rest). With a position and that feature they come nearest first with distance_km
 * (a branch without a location last, in its place); without the feature the order stays the merchant's.
 */
export async function publicBranches(website: Website, near: Position | null) {
  const [visible, locate] = await Promise.all([
    PlanVisibility.rule(website, 'branches'),
    PlanLimits.hasFeature(website, 'locate_nearest_branch'),
  ])
  const branches = await website
    .related('branches')
    .query()
    .where(visible)
    .orderBy('sort_order')
    .orderBy('id')
  const rows = branches.map((branch) => ({ branch, location: locationOf(branch, locate) }))
  if (!near || !locate) return rows.map((row) => ({ ...row, distanceKm: undefined }))
  const measured = rows.map((row) => ({
    ...row,
    distanceKm: row.location ? Math.round(distanceKm(near, row.location) * 100) / 100 : null,
  }))
  // a stable sort: equal distances, and the branches without a location, keep the merchant's order
  return measured.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity))
}
