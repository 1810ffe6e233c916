// The great-circle (haversine) distance of two points: one formula for the storefront's chooser and the API.

interface LatLng {
  latitude: number
  longitude: number
}

const rad = (degrees: number) => (degrees * Math.PI) / 180

/** The haversine (great-circle) distance in kilometres, mean Earth radius. */
export function distanceKm(a: LatLng, b: LatLng) {
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}
