/**
 * The office on a map, beside the embedded one: for when its frame is not there (not made yet,
 * blocked, or no network) and for a phone's own map app. Google Maps' URLs (`api=1`) open the Maps
 * app on Android and iOS, and the website elsewhere.
 */

type Coordinates = { latitude: number; longitude: number };

/** The office's coordinates, read from the marker of the embedded map ("marker=6.43,3.425"), if it has one. */
export function markerOf(mapEmbedUrl: string): Coordinates | undefined {
  const marker = new URL(mapEmbedUrl).searchParams.get('marker');
  const [latitude, longitude] = (marker ?? '').split(',').map((part) => Number.parseFloat(part));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { latitude, longitude };
}

/** Directions from where the visitor is to the office's address. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** The embedded map at full size, on its marker (OpenStreetMap's page), or else the address looked up on a map. */
export function fullMapUrl(mapEmbedUrl: string, address: string): string {
  const marker = markerOf(mapEmbedUrl);
  if (!marker) return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  const { latitude, longitude } = marker;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
