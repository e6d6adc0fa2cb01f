/** A point on Earth in decimal degrees (WGS 84 as a browser or a ZIP table gives it). */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** A distance in statute miles (what a US shopper reads), never mixed with kilometres. */
export type Miles = number & { readonly _brand: 'Miles' };

/** SPEC §9: Earth radius 6371 km for distance. */
export const EARTH_RADIUS_KM = 6371;
const KM_PER_MILE = 1.609344;
/** The same radius in miles, so distances come out in miles without a second rounding. */
export const EARTH_RADIUS_MILES = EARTH_RADIUS_KM / KM_PER_MILE;

/** SPEC §9: the default map centre (the middle of the contiguous United States). */
export const DEFAULT_MAP_CENTRE: LatLng = { lat: 41.814512, lng: -101.37747 };

const rad = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance on a sphere of SPEC §9's radius. Not the spherical law of cosines (it loses
 * stores a few hundred metres apart) nor the haversine's asin (it loses points nearly opposite).
 */
export function greatCircleMiles(a: LatLng, b: LatLng): Miles {
  // The central angle as atan2 of its sine and cosine (Vincenty's form for a sphere): well conditioned
  // at every distance. The haversine's asin lost ~6e-6 mi near antipodal points (its h rounds to 1),
  // enough to break the triangle inequality there.
  const [p1, p2, dLng] = [rad(a.lat), rad(b.lat), rad(b.lng - a.lng)];
  const y = Math.hypot(Math.cos(p2) * Math.sin(dLng), Math.cos(p1) * Math.sin(p2) - Math.sin(p1) * Math.cos(p2) * Math.cos(dLng));
  const x = Math.sin(p1) * Math.sin(p2) + Math.cos(p1) * Math.cos(p2) * Math.cos(dLng);
  return (EARTH_RADIUS_MILES * Math.atan2(y, x)) as Miles;
}

/** Whether a point is a real coordinate (finite, latitude within ±90, longitude within ±180). */
export const isLatLng = (lat: number, lng: number): boolean => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** "0.4 mi" under ten miles, whole miles above (a shopper compares stores, not decimals). */
export function formatMiles(miles: Miles): string {
  return miles < 10 ? `${(Math.round(miles * 10) / 10).toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

/**
 * Where to look when the browser gives no position: the centre of the shopper's country from the
 * IP lookup (the stores are in the US, so only the countries next to it are worth a centre of their
 * own), else SPEC §9's default centre.
 */
const COUNTRY_CENTRES: Readonly<Record<string, LatLng>> = {
  US: DEFAULT_MAP_CENTRE,
  CA: { lat: 56.130366, lng: -106.346771 },
  MX: { lat: 23.634501, lng: -102.552784 },
  PR: { lat: 18.220833, lng: -66.590149 },
};

export function fallbackCentre(countryCode: string | null): LatLng {
  return (countryCode && COUNTRY_CENTRES[countryCode.toUpperCase()]) || DEFAULT_MAP_CENTRE;
}
