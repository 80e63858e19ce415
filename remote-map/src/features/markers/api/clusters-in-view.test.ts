import { latLngBounds } from 'leaflet';
import { bboxOf, countInView } from './clusters-in-view';

const bbox = (south: number, west: number, north: number, east: number) =>
  bboxOf(latLngBounds([south, west], [north, east]))
    .split(',')
    .map(Number);

describe('bboxOf', () => {
  it('pads the view by 0.15 on each side, as minLon,minLat,maxLon,maxLat', () => {
    expect(bbox(-34, 151, -33, 152)).toEqual([150.85, -34.15, 152.15, -32.85]);
  });

  it('wraps longitudes Leaflet counts past 180, crossing the antimeridian', () => {
    const [west, , east] = bbox(-20, 178, -18, 182);
    expect(west).toBeCloseTo(177.4, 6);
    expect(east).toBeCloseTo(-177.4, 6);
  });

  it('asks for the whole world when the view spans it, and never past the poles', () => {
    expect(bbox(-85, -200, 85, 250)).toEqual([-180, -90, 180, 90]);
  });
});

describe('countInView', () => {
  const pin = (lat: number, lon: number) => ({
    id: `${lat},${lon}`,
    lat,
    lon,
    locationType: 'House' as const,
  });
  const cluster = (lat: number, lon: number, count: number) => ({
    id: `z/${lat}/${lon}`,
    lat,
    lon,
    count,
    bounds: { minLon: lon, minLat: lat, maxLon: lon, maxLat: lat },
  });

  it('counts the pins and the clusters drawn inside the view, not in the padding around it', () => {
    const answer = {
      pins: [pin(-33.5, 151.5), pin(-33.5, 152.1)],
      clusters: [cluster(-33.2, 151.2, 40), cluster(-32.9, 151.5, 7)],
    };
    expect(countInView(answer, { minLon: 151, minLat: -34, maxLon: 152, maxLat: -33 })).toBe(41);
  });

  it('reads a view across the antimeridian as two ranges of longitude', () => {
    const answer = { pins: [pin(-18, 179.5), pin(-18, -179.5), pin(-18, 170)], clusters: [] };
    expect(countInView(answer, { minLon: 179, minLat: -20, maxLon: -179, maxLat: -17 })).toBe(2);
  });
});
