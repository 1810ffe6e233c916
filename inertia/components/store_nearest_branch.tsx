// "أقرب فرع" of the branch chooser: loaded only when offered, it locates the visitor and measures.
import { useState } from 'react'
import type { StorefrontData } from '#services/store/storefront'
import { PinIcon } from '~/components/store_icons'
import { distanceKm, distanceLabel } from '~/lib/geo'

type ChooserBranch = StorefrontData['branches'][number]

/** The branches nearest first, each located one's distance in words, and the nearest's id. */
export interface Located {
  order: number[]
  labels: Record<number, string>
  nearestId: number | null
}

/**
 * The button that asks the browser for the visitor's position (the permission prompt comes with the
 * tap), then orders the branches by great-circle distance. A refusal, a timeout or no position leave
 * the list as it was, without an error. Its own chunk: the storefront's pages do not carry it.
 */
export default function StoreNearestBranch({
  branches,
  disabled,
  onLocated,
}: {
  branches: ChooserBranch[]
  disabled: boolean
  onLocated: (located: Located) => void
}) {
  const [locating, setLocating] = useState(false)

  const locate = () => {
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { latitude: position.coords.latitude, longitude: position.coords.longitude }
        const km = new Map<number, number>()
        for (const branch of branches) {
          if (branch.location) km.set(branch.id, distanceKm(here, branch.location))
        }
        const order = [...branches]
          .sort((a, b) => (km.get(a.id) ?? Infinity) - (km.get(b.id) ?? Infinity))
          .map((branch) => branch.id)
        const labels: Record<number, string> = {}
        for (const [id, value] of km) labels[id] = distanceLabel(value)
        setLocating(false)
        onLocated({ order, labels, nearestId: km.size > 0 ? order[0] : null })
      },
      // refused, unavailable or too slow: the list stays as it was, nothing to report
      () => setLocating(false),
      { timeout: 10000, maximumAge: 300000 }
    )
  }

  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={locate}
      disabled={locating || disabled}
    >
      <PinIcon size={18} /> {locating ? 'جار تحديد موقعك...' : 'أقرب فرع'}
    </button>
  )
}
