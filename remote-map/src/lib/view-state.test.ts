import { sameView } from './view-state';

describe('sameView', () => {
  const sydney = { lat: -33.8688, lon: 151.2093, zoom: 13 };

  it('takes a centre Leaflet put on a whole pixel for the view it was asked for', () => {
    // At zoom 13 a pixel is about 0.00017° of longitude: half a pixel off is the same view.
    expect(sameView({ lat: -33.86885, lon: 151.20938, zoom: 13 }, sydney)).toBe(true);
  });

  it('tells apart centres a few pixels apart, and other zooms', () => {
    expect(sameView({ ...sydney, lon: sydney.lon + 0.001 }, sydney)).toBe(false);
    expect(sameView({ ...sydney, zoom: 14 }, sydney)).toBe(false);
    // Deeper zooms are stricter: 0.00005° is several pixels at zoom 18.
    expect(
      sameView({ ...sydney, zoom: 18, lat: sydney.lat + 0.00005 }, { ...sydney, zoom: 18 }),
    ).toBe(false);
  });
});
