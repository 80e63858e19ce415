import { latLngBounds } from 'leaflet';
import { bboxOf } from './clusters-in-view';

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
