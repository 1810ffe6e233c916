// A branch's location: read from a pasted map link, checked against the plan, stored as degrees.
import type Website from '#models/website'
import { PlanLimits, type PlanReadOptions } from '#services/plans/plan_limits'

export interface LatLng {
  latitude: number
  longitude: number
}

/** Why a pasted link gives no location: a short link needs the network; other links carry none. */
type MapLinkProblem = 'short_link' | 'no_coordinates'

export const MAP_LINK_MESSAGES: Record<MapLinkProblem, string> = {
  short_link:
    'لا يمكن قراءة الروابط المختصرة (maps.app.goo.gl) دون فتحها على الإنترنت. افتح الرابط في المتصفح ثم انسخ الرابط الكامل من شريط العنوان، أو استخدم «موقعي الحالي».',
  no_coordinates:
    'لم نجد إحداثيات في هذا الرابط. الصق رابط خرائط جوجل الذي فيه الإحداثيات (مثل ‎@24.7136,46.6753 أو ‎?q=24.7136,46.6753)، أو استخدم «موقعي الحالي».',
}

const SHORT_HOSTS = /^(maps\.app\.goo\.gl|goo\.gl|g\.co)$/i
const PAIR = /(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/

function valid(latitude: number, longitude: number): LatLng | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  if (latitude === 0 && longitude === 0) return null
  return { latitude: round6(latitude), longitude: round6(longitude) }
}

export const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/**
 * The coordinates of a Google Maps link, offline: '.../@24.7136,46.6753,15z', '...?q=24.7136,46.6753'
 * (also ll=, query=, destination=, center=), the '!3d24.7!4d46.6' data of a place link, or a bare
 * '24.7136, 46.6753'. A short link (maps.app.goo.gl) only redirects to one of these, which would need
 * a request to Google: it is refused with its own message.
 */
export function parseMapLink(input: string): LatLng | MapLinkProblem {
  const text = input.trim()
  const bare = text.match(new RegExp(`^${PAIR.source}$`))
  if (bare) return valid(Number(bare[1]), Number(bare[2])) ?? 'no_coordinates'

  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return 'no_coordinates'
  }
  if (SHORT_HOSTS.test(url.hostname)) return 'short_link'

  const decoded = decodeURIComponent(url.pathname + url.search + url.hash)
  const data = decoded.match(/!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/)
  if (data) return valid(Number(data[1]), Number(data[2])) ?? 'no_coordinates'
  const at = decoded.match(new RegExp(`@${PAIR.source}`))
  if (at) return valid(Number(at[1]), Number(at[2])) ?? 'no_coordinates'
  for (const key of ['q', 'query', 'll', 'destination', 'center', 'daddr', 'sll']) {
    const value = url.searchParams.get(key)
    const pair = value?.trim().match(new RegExp(`^(?:loc:)?${PAIR.source}`))
    if (pair) return valid(Number(pair[1]), Number(pair[2])) ?? 'no_coordinates'
  }
  return 'no_coordinates'
}

/** A link that opens the location in Google Maps (the dashboard and the representative's page). */
export function mapUrlOf(location: LatLng) {
  return `https://www.google.com/maps/search/?api=1&query=${location.latitude},${location.longitude}`
}

/**
 * The location a branch save asks for: undefined when it asks nothing of it, null to clear it, or
 * the coordinates. A plan without locate_nearest_branch refuses any location (the same refusal for the
 * page and a crafted request); clearing one is always allowed.
 */
export async function requestedLocation(
  website: Website,
  input: LocationInput,
  options?: PlanReadOptions
): Promise<LatLng | null | undefined> {
  // the validator refused a link without coordinates, so a link here parses
  const fromLink = input.map_link ? parseMapLink(input.map_link) : null
  const location =
    fromLink && typeof fromLink !== 'string'
      ? fromLink
      : input.latitude !== undefined && input.longitude !== undefined
        ? valid(input.latitude, input.longitude)
        : null
  if (location) {
    await PlanLimits.ensureFeature(website, 'locate_nearest_branch', options)
    return location
  }
  return input.clear_location ? null : undefined
}

/** The location fields of a branch request (app/validators/branch.ts). */
interface LocationInput {
  map_link?: string
  latitude?: number
  longitude?: number
  clear_location?: boolean
}
