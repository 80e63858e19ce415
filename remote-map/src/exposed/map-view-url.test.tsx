import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startTransition } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bus, type BusEvents } from 'shared';
import { RouterProbe, go, page, urlParams } from '../testing/router-probe';
import {
  clusterRequests,
  clustersAnswer,
  markerCluster,
  markerPin,
  savedComment,
  stubApi,
  type ApiStubs,
} from '../../test/api-stubs';
import { onLaptopWindow } from '../testing/map-window';
import MapView from './map-view';

onLaptopWindow();

const PLACE = '6f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9fa0b1c2d3';
const BRISBANE = '/?lat=-27.4698&lon=153.0251&z=11';

function renderMap(url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MapView />
      <RouterProbe />
    </MemoryRouter>,
  );
}

const boxOf = (params: { bbox: string }) =>
  params.bbox.split(',').map(Number) as [number, number, number, number];

const markers = (container: HTMLElement, title: string) =>
  container.querySelectorAll<HTMLElement>(`.leaflet-marker-icon[title="${title}"]`);

const mapElement = (container: HTMLElement) =>
  container.querySelector('.leaflet-container') as HTMLElement;

function clickMap(container: HTMLElement, x: number, y: number) {
  fireEvent.click(mapElement(container), { clientX: x, clientY: y });
}

/** The open popup (Leaflet draws one at a time). */
const openPopup = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.leaflet-popup-content');

const offline: ApiStubs['reverse'] = () => Promise.reject(new Error('offline'));

describe('MapView and the URL: its view', () => {
  it("starts at the URL's view, asks for that view's clusters, and writes its view when it comes to rest", async () => {
    const get = stubApi({ clusters: () => clustersAnswer([]) });
    renderMap(`/?lat=-33.8688&lon=151.2093&z=14`);
    act(() => go(BRISBANE));
    await waitFor(() => expect(clusterRequests(get)).toHaveLength(1));
    const [first] = clusterRequests(get);
    expect(first!.zoom).toBe(11);
    const [west, south, east, north] = boxOf(first!);
    expect(west).toBeLessThan(153.0251);
    expect(east).toBeGreaterThan(153.0251);
    expect(south).toBeLessThan(-27.4698);
    expect(north).toBeGreaterThan(-27.4698);
    // Starting where the URL says is no move: the URL stays as it was.
    expect(page.location!.search).toBe('?lat=-27.4698&lon=153.0251&z=11');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(urlParams().get('z')).toBe('12'));
    expect(Number(urlParams().get('lat'))).toBeCloseTo(-27.4698, 4);
    expect(Number(urlParams().get('lon'))).toBeCloseTo(153.0251, 4);
    // A map move replaces the entry: Back returns to the entry before it.
    act(() => go(-1));
    await waitFor(() => expect(urlParams().get('z')).toBe('14'));
  });

  it('follows Back and Forward to the view in the URL', async () => {
    const get = stubApi({ clusters: () => clustersAnswer([]) });
    renderMap(BRISBANE);
    await waitFor(() => expect(clusterRequests(get)).toHaveLength(1));

    act(() => go('/?lat=-33.8688&lon=151.2093&z=14'));
    await waitFor(() => expect(clusterRequests(get).at(-1)?.zoom).toBe(14));
    const [west, , east] = boxOf(clusterRequests(get).at(-1)!);
    expect((west + east) / 2).toBeCloseTo(151.2093, 3);

    act(() => go(-1));
    await waitFor(() => expect(clusterRequests(get).at(-1)?.zoom).toBe(11));
    expect(page.location!.search).toBe('?lat=-27.4698&lon=153.0251&z=11');
    act(() => go(1));
    await waitFor(() => expect(clusterRequests(get).at(-1)?.zoom).toBe(14));
    // The map's own view, written back, equals the URL's: no entry was added or changed.
    expect(page.location!.search).toBe('?lat=-33.8688&lon=151.2093&z=14');
  });

  it('Reset map clears the view, the selected place and location, and keeps the filters', async () => {
    stubApi({ clusters: () => clustersAnswer([]), reverse: offline });
    const { container } = renderMap(
      `${BRISBANE}&place=${PLACE}&at=-27.47,153.02&types=House&photos=1`,
    );
    await waitFor(() => expect(markers(container, 'Selected Location')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Reset map' }));
    await waitFor(() => expect(page.location!.search).toBe('?types=House&photos=1'));
    expect(markers(container, 'Selected Location')).toHaveLength(0);
    // A new entry: Back returns to what was on screen.
    act(() => go(-1));
    await waitFor(() => expect(urlParams().get('at')).toBe('-27.47,153.02'));
    await waitFor(() => expect(markers(container, 'Selected Location')).toHaveLength(1));
  });
});

describe('MapView and the URL: filters', () => {
  it("asks for the clusters with the URL's filters, and again at once when they change", async () => {
    const get = stubApi({ clusters: () => clustersAnswer([]) });
    renderMap(`${BRISBANE}&types=House,Villa&photos=1&within=30d&q=mould`);
    await waitFor(() => expect(clusterRequests(get)).toHaveLength(1));
    expect(clusterRequests(get)[0]).toEqual({
      bbox: expect.any(String),
      zoom: 11,
      types: 'House,Villa',
      photos: true,
      within: '30d',
      q: 'mould',
    });

    // No wait for the view to settle: the request is made as the URL changes.
    act(() => go(`${BRISBANE}&types=Land&q=mo`));
    expect(clusterRequests(get)).toHaveLength(2);
    // A text shorter than the API's minimum narrows nothing yet.
    expect(clusterRequests(get)[1]).toEqual({ bbox: expect.any(String), zoom: 11, types: 'Land' });
  });

  it("asks for the clusters with the renter's record, and again when it changes", async () => {
    const get = stubApi({ clusters: () => clustersAnswer([]) });
    renderMap(`${BRISBANE}&mould=1&heating=1&rentMax=500`);
    await waitFor(() => expect(clusterRequests(get)).toHaveLength(1));
    expect(clusterRequests(get)[0]).toEqual({
      bbox: expect.any(String),
      zoom: 11,
      mould: true,
      heating: true,
      rentMax: 500,
    });

    act(() => go(`${BRISBANE}&heating=1&rentMax=3000`));
    expect(clusterRequests(get)).toHaveLength(2);
    expect(clusterRequests(get)[1]).toEqual({
      bbox: expect.any(String),
      zoom: 11,
      heating: true,
      rentMax: 3000,
    });
  });

  it("tells the page each answer's view: its box (not padded), centre, zoom and total", async () => {
    const get = stubApi({
      clusters: () =>
        clustersAnswer(
          [markerPin('a', -27.47, 153.02)],
          [
            markerCluster('11/1/1', 41, {
              minLon: 153,
              minLat: -27.5,
              maxLon: 153.1,
              maxLat: -27.4,
            }),
          ],
        ),
    });
    const views: BusEvents['map:view'][] = [];
    const subscription = bus.on('map:view').subscribe((view) => views.push(view));
    try {
      renderMap(BRISBANE);
      await waitFor(() => expect(views).toHaveLength(1));
      const [view] = views;
      expect(view!.total).toBe(42);
      expect(view!.zoom).toBe(11);
      expect(view!.center.lat).toBeCloseTo(-27.4698, 4);
      expect(view!.center.lon).toBeCloseTo(153.0251, 4);
      // 800 px at zoom 11 is 800 * 360 / (256 * 2^11) degrees of longitude.
      const width = (800 * 360) / (256 * 2 ** 11);
      expect(view!.bounds.maxLon - view!.bounds.minLon).toBeCloseTo(width, 3);
      const [west, , east] = boxOf(clusterRequests(get)[0]!);
      expect(east - west).toBeCloseTo(width * 1.3, 3);
    } finally {
      subscription.unsubscribe();
    }
  });
});

describe('MapView and the URL: one click, one pin', () => {
  it('three clicks leave one selected pin, its popup open, its place in the URL; Back returns to the one before', async () => {
    const reverse = jest.fn(offline);
    stubApi({ clusters: () => clustersAnswer([]), reverse });
    const { container } = renderMap(BRISBANE);

    clickMap(container, 100, 100);
    await waitFor(() => expect(urlParams().get('at')).not.toBeNull());
    const first = urlParams().get('at');
    clickMap(container, 300, 200);
    await waitFor(() => expect(urlParams().get('at')).not.toBe(first));
    const second = urlParams().get('at');
    clickMap(container, 500, 400);
    await waitFor(() => expect(urlParams().get('at')).not.toBe(second));

    expect(markers(container, 'Selected Location')).toHaveLength(1);
    expect(markers(container, 'Temporary marker')).toHaveLength(0);
    const popup = openPopup(container)!;
    expect(within(popup).getByRole('button', { name: 'Keep pin' })).toBeInTheDocument();
    const [lat, lon] = urlParams().get('at')!.split(',').map(Number);
    expect(within(popup).getByText(`${lat!.toFixed(6)}, ${lon!.toFixed(6)}`)).toBeInTheDocument();
    expect(reverse).toHaveBeenCalledTimes(3);

    act(() => go(-1));
    await waitFor(() => expect(urlParams().get('at')).toBe(second));
    await waitFor(() => {
      const [lat2, lon2] = second!.split(',').map(Number);
      expect(
        within(openPopup(container)!).getByText(`${lat2!.toFixed(6)}, ${lon2!.toFixed(6)}`),
      ).toBeInTheDocument();
    });
    expect(markers(container, 'Selected Location')).toHaveLength(1);
  });

  it('Keep pin keeps it as a temporary marker with a Remove button; the next click drops a new selected pin', async () => {
    stubApi({ clusters: () => clustersAnswer([]), reverse: offline });
    const { container } = renderMap(BRISBANE);
    clickMap(container, 100, 100);
    const keep = await screen.findByRole('button', { name: 'Keep pin' });
    fireEvent.click(keep);

    await waitFor(() => expect(markers(container, 'Temporary marker')).toHaveLength(1));
    expect(markers(container, 'Selected Location')).toHaveLength(0);
    expect(urlParams().get('at')).toBeNull();
    expect(within(openPopup(container)!).getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Keep pin' })).not.toBeInTheDocument();

    clickMap(container, 400, 300);
    await waitFor(() => expect(markers(container, 'Selected Location')).toHaveLength(1));
    expect(markers(container, 'Temporary marker')).toHaveLength(1);
    expect(urlParams().get('at')).not.toBeNull();
  });

  it('a reload restores the selected pin from the URL, its popup open and its address looked up again', async () => {
    const reverse = jest.fn(() =>
      Promise.resolve({
        data: { success: true, data: { display_name: '1 George St, Sydney', class: 'place' } },
      }),
    );
    const get = stubApi({ clusters: () => clustersAnswer([]), reverse });
    const { container } = renderMap('/?lat=-33.8688&lon=151.2093&z=15&at=-33.87,151.21');
    await waitFor(() => expect(markers(container, 'Selected Location')).toHaveLength(1));
    expect(get).toHaveBeenCalledWith(
      '/geo/reverse',
      expect.objectContaining({ params: { lat: -33.87, lon: 151.21 } }),
    );
    await waitFor(() =>
      expect(within(openPopup(container)!).getByText('1 George St, Sydney')).toBeInTheDocument(),
    );
    // The URL had a view: the map stays on it.
    await waitFor(() => expect(clusterRequests(get)).toHaveLength(1));
    expect(clusterRequests(get)[0]!.zoom).toBe(15);
    expect(page.location!.search).toBe('?lat=-33.8688&lon=151.2093&z=15&at=-33.87,151.21');
  });

  it('after a comment is saved: the popup closes, the selected pin goes and the new saved pin shows selected', async () => {
    stubApi({ clusters: () => clustersAnswer([]), reverse: offline });
    const { container } = renderMap(BRISBANE);
    clickMap(container, 400, 300);
    await screen.findByRole('button', { name: 'Keep pin' });
    const at = urlParams().get('at')!;
    const [lat, lon] = at.split(',').map(Number);

    // Add a comment opens the dialog at its own path, with the map page's query.
    act(() => go(`/newComment${page.location!.search}`));
    act(() => bus.emit('marker:saved', { marker: savedComment(PLACE, { lat: lat!, lon: lon! }) }));
    // The dialog goes back one step.
    act(() => go(-1));

    await waitFor(() => expect(urlParams().get('place')).toBe(PLACE));
    expect(urlParams().get('at')).toBeNull();
    expect(page.location!.pathname).toBe('/');
    expect(openPopup(container)).toBeNull();
    expect(markers(container, 'Selected Location')).toHaveLength(0);
    expect(markers(container, 'SELECTED MARKER: House')).toHaveLength(1);
    expect(screen.getByText('SELECTED MARKER')).toBeInTheDocument();
  });

  it('after a comment is saved: the map page coming back in the same render as the pin going keeps the saved one selected', async () => {
    const reverse = jest.fn(offline);
    stubApi({ clusters: () => clustersAnswer([]), reverse });
    const { container } = renderMap(BRISBANE);
    clickMap(container, 400, 300);
    await screen.findByRole('button', { name: 'Keep pin' });
    const lookups = reverse.mock.calls.length;
    const [lat, lon] = urlParams().get('at')!.split(',').map(Number);
    act(() => go(`/newComment${page.location!.search}`));

    // Saved from a transition (the dialog's action), the saving and the dialog's Back (a
    // navigation, also a transition) render at once.
    act(() =>
      startTransition(() => {
        bus.emit('marker:saved', { marker: savedComment(PLACE, { lat: lat!, lon: lon! }) });
        go(-1);
      }),
    );

    await waitFor(() => expect(urlParams().get('place')).toBe(PLACE));
    const settled = page.location!.key;
    // The old location does not come back as a new pin (it used to, then went again, over
    // and over): no pin is dropped there again, so its address is not looked up again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(page.location!.key).toBe(settled);
    expect(reverse).toHaveBeenCalledTimes(lookups);
    expect(urlParams().get('at')).toBeNull();
    expect(markers(container, 'Selected Location')).toHaveLength(0);
    expect(markers(container, 'SELECTED MARKER: House')).toHaveLength(1);
  });
});

describe('MapView and the URL: the selected place', () => {
  it('a click on a saved pin selects it: URL, marker:select from the map, its popup and the highlight', async () => {
    stubApi({
      clusters: () => clustersAnswer([markerPin(PLACE, -27.47, 153.02)]),
      comment: (id) => savedComment(id, { lat: -27.47, lon: 153.02, comment: 'Mould in winter' }),
      reverse: offline,
    });
    const selections: BusEvents['marker:select'][] = [];
    const subscription = bus.on('marker:select').subscribe((event) => selections.push(event));
    try {
      const { container } = renderMap(`${BRISBANE}&at=-27.5,153.1`);
      await waitFor(() => expect(markers(container, 'Saved marker: House')).toHaveLength(1));
      const before = page.location!.key;

      fireEvent.click(markers(container, 'Saved marker: House')[0]!);

      expect(selections).toEqual([
        { id: PLACE, position: { lat: -27.47, lon: 153.02 }, source: 'map' },
      ]);
      await waitFor(() => expect(urlParams().get('place')).toBe(PLACE));
      expect(urlParams().get('at')).toBeNull();
      expect(page.location!.key).not.toBe(before);
      expect(markers(container, 'SELECTED MARKER: House')).toHaveLength(1);
      expect(markers(container, 'Selected Location')).toHaveLength(0);
      await waitFor(() =>
        expect(within(openPopup(container)!).getByText('“Mould in winter”')).toBeInTheDocument(),
      );
      expect(within(openPopup(container)!).getByRole('button', { name: 'Share' })).toBeVisible();
    } finally {
      subscription.unsubscribe();
    }
  });

  it("on a phone a saved pin's click selects it with no popup: its card comes as a bottom sheet", async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      stubApi({
        clusters: () => clustersAnswer([markerPin(PLACE, -27.47, 153.02)]),
        comment: (id) => savedComment(id, { lat: -27.47, lon: 153.02 }),
      });
      const selections: BusEvents['marker:select'][] = [];
      const subscription = bus.on('marker:select').subscribe((event) => selections.push(event));
      const { container } = renderMap(BRISBANE);
      await waitFor(() => expect(markers(container, 'Saved marker: House')).toHaveLength(1));
      fireEvent.click(markers(container, 'Saved marker: House')[0]!);
      subscription.unsubscribe();
      expect(selections).toEqual([expect.objectContaining({ id: PLACE, source: 'map' })]);
      await waitFor(() => expect(urlParams().get('place')).toBe(PLACE));
      expect(markers(container, 'SELECTED MARKER: House')).toHaveLength(1);
      expect(openPopup(container)).toBeNull();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('a link to a place (no view) highlights its pin and flies there at zoom 17', async () => {
    const get = stubApi({
      clusters: () => clustersAnswer([]),
      comment: (id) => savedComment(id, { lat: -27.47, lon: 153.02 }),
    });
    const selections: unknown[] = [];
    const subscription = bus.on('marker:select').subscribe((event) => selections.push(event));
    try {
      const { container } = renderMap(`/places/${PLACE}`);
      await waitFor(() => expect(markers(container, 'SELECTED MARKER: House')).toHaveLength(1));
      await waitFor(() => expect(clusterRequests(get).at(-1)?.zoom).toBe(17));
      const [west, south, east, north] = boxOf(clusterRequests(get).at(-1)!);
      expect((west + east) / 2).toBeCloseTo(153.02, 3);
      expect((south + north) / 2).toBeCloseTo(-27.47, 3);
      // The URL says it already: no event.
      expect(selections).toEqual([]);
      expect(urlParams().get('z')).toBe('17');
    } finally {
      subscription.unsubscribe();
    }
  });

  it('the place of a URL with a view is highlighted where the view is; Back to another place highlights that one', async () => {
    const get = stubApi({
      clusters: () => clustersAnswer([]),
      comment: (id) =>
        id === PLACE
          ? savedComment(id, { lat: -27.47, lon: 153.02 })
          : savedComment(id, { lat: -27.48, lon: 153.03, locationType: 'Villa' }),
    });
    const { container } = renderMap(`${BRISBANE}&place=${OTHER}`);
    await waitFor(() => expect(markers(container, 'SELECTED MARKER: Villa')).toHaveLength(1));
    act(() => go(`${BRISBANE}&place=${PLACE}`));
    // Chosen on the page (a card announces itself with marker:select): not from the URL.
    await waitFor(() => expect(urlParams().get('place')).toBe(PLACE));
    act(() => go(-1));
    await waitFor(() => expect(markers(container, 'SELECTED MARKER: Villa')).toHaveLength(1));
    await waitFor(() => expect(clusterRequests(get).length).toBeGreaterThan(0));
    expect(clusterRequests(get).every((params) => params.zoom === 11)).toBe(true);
  });
});
