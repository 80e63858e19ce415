import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MAP_DEFAULTS, bus, type BusEvents } from 'shared';
import {
  CLUSTERS_PATH,
  clustersAnswer,
  markerPin,
  savedComment,
  stubApi,
  type ApiStubs,
} from '../../test/api-stubs';
import MapView from './map-view';

const comment = (id: string, lat: number, lon: number) => savedComment(id, { lat, lon });

function mockApi(reverse: () => Promise<unknown>, stubs: Omit<ApiStubs, 'reverse'> = {}) {
  return stubApi({ reverse, ...stubs });
}

function renderMap() {
  return render(
    <MemoryRouter>
      <MapView />
    </MemoryRouter>,
  );
}

const markers = (container: HTMLElement, title: string) =>
  container.querySelectorAll(`.leaflet-marker-icon[title="${title}"]`);

const inView =
  (...pins: ReturnType<typeof markerPin>[]): ApiStubs['clusters'] =>
  () =>
    clustersAnswer(pins);

describe('MapView', () => {
  it('a click adds the selected-location marker, looks its address up and publishes it', async () => {
    const get = mockApi(() =>
      Promise.resolve({
        data: { success: true, data: { display_name: 'Newtown, Sydney', class: 'place' } },
      }),
    );
    const selected: BusEvents['map:location-selected'][] = [];
    const subscription = bus.on('map:location-selected').subscribe((e) => selected.push(e));
    const { container } = renderMap();

    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 5, clientY: 5 });

    await waitFor(() => expect(markers(container, 'Selected Location')).toHaveLength(1));
    expect(get).toHaveBeenCalledWith(
      '/geo/reverse',
      expect.objectContaining({ params: { lat: expect.any(Number), lon: expect.any(Number) } }),
    );
    await waitFor(() =>
      expect(selected.at(-1)).toMatchObject({
        address: 'Newtown, Sydney',
        lat: expect.any(Number),
      }),
    );
    subscription.unsubscribe();
  });

  it("reads 'Address not found' when the lookup fails", async () => {
    mockApi(() => Promise.reject(new Error('HTTP 503')));
    const selected: BusEvents['map:location-selected'][] = [];
    const subscription = bus.on('map:location-selected').subscribe((e) => selected.push(e));
    const { container } = renderMap();
    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 5, clientY: 5 });
    await waitFor(() => expect(selected.at(-1)?.address).toBe('Address not found'));
    subscription.unsubscribe();
  });

  it('draws the saved pins of its own view query, keeps kept pins and adds a saved comment', async () => {
    mockApi(() => Promise.reject(new Error('offline')), {
      clusters: inView(markerPin('a', -33.9, 151.18)),
    });
    const { container } = renderMap();
    await waitFor(() => expect(markers(container, 'Saved marker: House')).toHaveLength(1));

    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 5, clientY: 5 });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep pin' }));
    await waitFor(() => expect(markers(container, 'Temporary marker')).toHaveLength(1));

    act(() => bus.emit('marker:saved', { marker: comment('d', -33.93, 151.21) }));
    // The new comment shows selected (large and green) beside the view's saved pin.
    await waitFor(() => expect(markers(container, 'SELECTED MARKER: House')).toHaveLength(1));
    expect(markers(container, 'Saved marker: House')).toHaveLength(1);
    expect(markers(container, 'Temporary marker')).toHaveLength(1);
    // Saved markers cannot be dragged.
    expect(
      container.querySelector('.leaflet-marker-icon.leaflet-marker-draggable[title^="Saved"]'),
    ).toBeNull();
  });

  it('shows the saved pins inside the view, whatever page the list is on', async () => {
    const get = mockApi(() => Promise.reject(new Error('offline')), {
      clusters: inView(markerPin('v', -33.87, 151.2), markerPin('w', -33.88, 151.21)),
    });
    const { container } = renderMap();

    await waitFor(() => expect(markers(container, 'Saved marker: House')).toHaveLength(2));
    expect(get).toHaveBeenCalledWith(
      CLUSTERS_PATH,
      expect.objectContaining({
        params: { bbox: expect.stringMatching(/^-?[\d.]+(,-?[\d.]+){3}$/), zoom: 13 },
        skipAuth: true,
      }),
    );
    const [west, south, east, north] = String(
      (
        get.mock.calls.find(([url]) => url === CLUSTERS_PATH)![1] as {
          params: { bbox: string };
        }
      ).params.bbox,
    )
      .split(',')
      .map(Number);
    // The view around Sydney, where the map starts (jsdom gives the map no size, so the
    // view is that point, to a pixel).
    const { lat, lng } = MAP_DEFAULTS.center;
    expect(west).toBeLessThanOrEqual(lng + 1e-4);
    expect(east).toBeGreaterThanOrEqual(lng - 1e-4);
    expect(south).toBeLessThanOrEqual(lat + 1e-4);
    expect(north).toBeGreaterThanOrEqual(lat - 1e-4);
  });

  it("highlights the marker the list selects as 'SELECTED MARKER' for 3 seconds", async () => {
    mockApi(() => Promise.reject(new Error('offline')), {
      clusters: inView(markerPin('a', -33.9, 151.18)),
    });
    const { container } = renderMap();
    await waitFor(() => expect(markers(container, 'Saved marker: House')).toHaveLength(1));

    jest.useFakeTimers();
    try {
      act(() => bus.emit('marker:select', { id: 'a', position: { lat: -33.9, lon: 151.18 } }));
      // Leaflet's tooltip, named by its words from the moment it is drawn.
      expect(screen.getByRole('tooltip', { name: 'SELECTED MARKER' })).toBeInTheDocument();
      expect(markers(container, 'SELECTED MARKER: House')).toHaveLength(1);
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByText('SELECTED MARKER')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('SELECTED MARKER')).not.toBeInTheDocument();
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      expect(markers(container, 'Saved marker: House')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('Reset map removes the temporary markers', async () => {
    mockApi(() => Promise.reject(new Error('offline')));
    const { container } = renderMap();
    fireEvent.click(container.querySelector('.leaflet-container')!, { clientX: 5, clientY: 5 });
    await waitFor(() => expect(markers(container, 'Selected Location')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Reset map' }));
    await waitFor(() => expect(markers(container, 'Selected Location')).toHaveLength(0));
  });
});
