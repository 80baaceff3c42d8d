import { directionsUrl, fullMapUrl } from '../../src/lib/map-links';

const ADDRESS = '12 Adeola Odeku Street, Victoria Island, Lagos';
const OSM_EMBED = 'https://www.openstreetmap.org/export/embed.html?bbox=3.4000%2C6.4150%2C3.4500%2C6.4450&layer=mapnik&marker=6.4300%2C3.4250';

test('directions lead to the address, written so that a map app reads it whole', () => {
  const url = new URL(directionsUrl(ADDRESS));
  expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
  expect(url.searchParams.get('api')).toBe('1');
  expect(url.searchParams.get('destination')).toBe(ADDRESS);
});

test('the full map opens where the embedded map puts its marker', () => {
  expect(fullMapUrl(OSM_EMBED, ADDRESS)).toBe('https://www.openstreetmap.org/?mlat=6.43&mlon=3.425#map=17/6.43/3.425');
});

test('an embedded map without a marker: the full map looks the address up', () => {
  const url = new URL(fullMapUrl('https://www.openstreetmap.org/export/embed.html?bbox=3.4%2C6.4', ADDRESS));
  expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/search/');
  expect(url.searchParams.get('query')).toBe(ADDRESS);
});
