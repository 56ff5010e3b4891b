export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in miles: UK customers read road signs in miles. */
export function distanceMiles(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The places with their distance from `from`, nearest first. */
export function rankByDistance<T extends Coordinates>(places: readonly T[], from: Coordinates) {
  return places
    .map((place) => ({ place, miles: distanceMiles(from, place) }))
    .sort((a, b) => a.miles - b.miles);
}
