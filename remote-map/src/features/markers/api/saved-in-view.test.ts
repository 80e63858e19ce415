import { latLngBounds } from 'leaflet';
import { bboxOf } from './saved-in-view';

const bbox = (south: number, west: number, north: number, east: number) =>
  bboxOf(latLngBounds([south, west], [north, east]))
    .split(',')
    .map(Number);

describe('bboxOf', () => {
  it('pads the view by a quarter on each side, as minLon,minLat,maxLon,maxLat', () => {
    expect(bbox(-34, 151, -33, 152)).toEqual([150.75, -34.25, 152.25, -32.75]);
  });

  it('wraps longitudes Leaflet counts past 180, crossing the antimeridian', () => {
    const [west, , east] = bbox(-20, 178, -18, 182);
    expect(west).toBe(177);
    expect(east).toBe(-177);
  });

  it('asks for the whole world when the view spans it, and never past the poles', () => {
    expect(bbox(-85, -200, 85, 250)).toEqual([-180, -90, 180, 90]);
  });
});
