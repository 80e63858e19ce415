import { PLACE_ZOOM } from 'shared';
import { openAtBootView } from './boot-view';

const OPERA_HOUSE = { lat: -33.8568, lon: 151.2153, zoom: PLACE_ZOOM };
const PLACE = '/places/3f2b8c1e-9a4d-4c6b-8e21-7d5f0a9b1c2d';

function at(url: string) {
  window.history.replaceState({ key: 'kept' }, '', url);
  return window.location;
}

describe('openAtBootView', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('writes the view the server chose into a URL that names none, keeping what it holds', () => {
    openAtBootView({ view: OPERA_HOUSE }, at(`${PLACE}?types=House#top`));

    expect(window.location.pathname).toBe(PLACE);
    expect(window.location.search).toBe('?lat=-33.8568&lon=151.2153&z=17&types=House');
    expect(window.location.hash).toBe('#top');
    // Replaced, not pushed: Back leaves the page as before, and the router's state is kept.
    expect(window.history.state).toEqual({ key: 'kept' });
  });

  it('leaves a URL that names its own view, and a page the server chose no view for', () => {
    openAtBootView({ view: OPERA_HOUSE }, at(`${PLACE}?lat=-37.81&lon=144.96&z=15`));
    expect(window.location.search).toBe('?lat=-37.81&lon=144.96&z=15');

    openAtBootView({}, at(PLACE));
    openAtBootView(null, at(PLACE));
    expect(window.location.search).toBe('');
  });

  it('ignores a view that is no view', () => {
    for (const view of [
      { lat: 'x', lon: 151, zoom: 17 },
      { lat: 91, lon: 151, zoom: 17 },
      { lat: -33, lon: 151, zoom: Number.NaN },
      null,
    ]) {
      openAtBootView({ view } as never, at(PLACE));
      expect(window.location.search).toBe('');
    }
  });
});
