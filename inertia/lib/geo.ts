// Great-circle distances for the storefront's "nearest branch" (computed in the visitor's browser).

export interface Point {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088
const rad = (degrees: number) => (degrees * Math.PI) / 180

/** The haversine distance between two points in kilometres (mean Earth radius). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** '3.2 كم', '850 م' under a kilometre, whole kilometres from 100 km on. */
export function distanceLabel(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} م`
  const value = km >= 100 ? Math.round(km) : Math.round(km * 10) / 10
  return `${value.toLocaleString('en-US')} كم`
}
