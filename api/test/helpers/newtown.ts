/**
 * Points a few metres from an origin in Newtown (NSW 2042), and new-comment payloads at them:
 * `near(north, east)` in metres, `at(address, unit, north, east)`.
 */
export function aroundNewtown(origin: { lat: number; lon: number }) {
  const near = (north: number, east = 0) => ({
    lat: origin.lat + north / 111_195,
    lon: origin.lon + east / (111_195 * Math.cos((origin.lat * Math.PI) / 180)),
  });
  const at = (fullAddress: string, unitNumber: string, north = 0, east = 0) => ({
    coordinates: near(north, east),
    fullAddress,
    unitNumber,
    region: 'New South Wales',
    city: 'Newtown',
    postcode: '2042',
  });
  return { near, at };
}
