// "أقرب فرع": the visitor's position, then the branches nearest first (loaded on the tap).
import { distanceKm } from '~/lib/great_circle'

interface Located {
  id: number
  location: { latitude: number; longitude: number } | null
}

/** '3.2 كم', '850 م' under a kilometre, whole kilometres from 100 km on. */
function distanceLabel(km: number) {
  if (km < 1) return `${Math.max(10, Math.round(km * 100) * 10)} م`
  return `${km >= 100 ? Math.round(km) : Math.round(km * 10) / 10} كم`
}

/**
 * Asks the browser for the position (the permission prompt comes with the tap) and answers the ids
 * nearest first with each located branch's distance in words; null when refused, unavailable or too
 * slow, so the chooser keeps its list without an error.
 */
export function nearestBranches(
  branches: Located[]
): Promise<{ order: number[]; labels: Record<number, string> } | null> {
  return new Promise((resolve) => {
    // a browser without geolocation: the list stays as it is
    if (!navigator.geolocation) return resolve(null)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const km: Record<number, number> = {}
        const labels: Record<number, string> = {}
        for (const branch of branches) {
          if (!branch.location) continue
          km[branch.id] = distanceKm(coords, branch.location)
          labels[branch.id] = distanceLabel(km[branch.id])
        }
        const order = branches
          .map((branch) => branch.id)
          .sort((a, b) => (km[a] ?? Infinity) - (km[b] ?? Infinity))
        resolve(Object.keys(km).length ? { order, labels } : null)
      },
      () => resolve(null),
      { timeout: 10000, maximumAge: 300000 }
    )
  })
}
