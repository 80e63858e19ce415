import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus, type MarkerClusters } from 'shared';
import { clusterSize } from '../lib/marker-icons';
import {
  CLUSTERS_PATH,
  clusterRequests,
  apiError,
  clustersAnswer,
  commentsPage,
  markerCluster,
  markerPin,
  savedComment,
  stubApi,
} from '../../test/api-stubs';
import { onLaptopWindow } from '../testing/map-window';
import MapView from './map-view';

onLaptopWindow();

function renderMap() {
  return render(
    <MemoryRouter>
      <MapView />
    </MemoryRouter>,
  );
}

const bboxOf = (params: { bbox: string }) =>
  params.bbox.split(',').map(Number) as [number, number, number, number];

// Around Newtown, near where the map starts.
const SMALL = { minLon: 151.175, minLat: -33.9, maxLon: 151.185, maxLat: -33.895 };
const SPREAD = { minLon: 151.0, minLat: -34.0, maxLon: 151.4, maxLat: -33.7 };
const ONE_SPOT = { minLon: 151.18, minLat: -33.89, maxLon: 151.18, maxLat: -33.89 };

describe('MapView clusters', () => {
  it('draws a cluster as a focusable circle with its short count, named with the full count', async () => {
    stubApi({ clusters: () => clustersAnswer([], [markerCluster('13/1/1', 1234, SMALL)]) });
    const { container } = renderMap();
    const cluster = await screen.findByRole('button', {
      name: 'Cluster of 1,234 saved comments: zoom in',
    });
    expect(cluster).toHaveClass('rm-cluster');
    expect(cluster).toHaveTextContent('1.2k');
    expect(cluster).toHaveAttribute('tabindex', '0');
    expect(cluster.style.width).toBe(`${clusterSize(1234)}px`);
    expect(clusterSize(1234)).toBeGreaterThanOrEqual(40);
    expect(container.querySelectorAll('.rm-cluster')).toHaveLength(1);
  });

  it('a click zooms to the pins a cluster holds', async () => {
    const get = stubApi({
      clusters: () => clustersAnswer([], [markerCluster('13/1/1', 40, SMALL)]),
    });
    renderMap();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cluster of 40 saved comments: zoom in' }),
    );
    // 0.01° of longitude is 466 px at zoom 16: the deepest zoom that shows them all (padded).
    await waitFor(() => expect(clusterRequests(get).at(-1)?.zoom).toBe(16));
    const [west, south, east, north] = bboxOf(clusterRequests(get).at(-1)!);
    expect(west).toBeLessThan(SMALL.minLon);
    expect(east).toBeGreaterThan(SMALL.maxLon);
    expect(south).toBeLessThan(SMALL.minLat);
    expect(north).toBeGreaterThan(SMALL.maxLat);
    expect(east - west).toBeLessThan(0.03);
  });

  it('Enter on a cluster zooms too; pins spread across the view zoom in two levels on its centre', async () => {
    const get = stubApi({
      clusters: () => clustersAnswer([], [markerCluster('13/1/1', 900, SPREAD)]),
    });
    renderMap();
    const cluster = await screen.findByRole('button', {
      name: 'Cluster of 900 saved comments: zoom in',
    });
    cluster.focus();
    fireEvent.keyDown(cluster, { key: 'Enter' });
    await waitFor(() => expect(clusterRequests(get).at(-1)?.zoom).toBe(15));
    const [west, south, east, north] = bboxOf(clusterRequests(get).at(-1)!);
    const centre = {
      lon: (SPREAD.minLon + SPREAD.maxLon) / 2,
      lat: (SPREAD.minLat + SPREAD.maxLat) / 2,
    };
    expect((west + east) / 2).toBeCloseTo(centre.lon, 3);
    expect((south + north) / 2).toBeCloseTo(centre.lat, 2);
  });

  it('lists what a cluster at one spot holds, 20 at a time, each row opening its details', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      savedComment(`c${i}`, { unitNumber: `${i}`, fullAddress: `${i} King St, Newtown` }),
    );
    const last = savedComment('c20', {
      locationType: 'Villa',
      unitNumber: '7B',
      fullAddress: '20 King St, Newtown',
      comment: 'Garden out the back',
      region: 'Newtown',
      city: 'Sydney',
      country: 'Australia',
    });
    const get = stubApi({
      clusters: () => clustersAnswer([], [markerCluster('13/1/1', 21, ONE_SPOT)]),
      list: (params) =>
        params.cursor === 'next-1' ? commentsPage([last]) : commentsPage(first, 'next-1'),
    });
    renderMap();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cluster of 21 saved comments: list them' }),
    );

    const popup = await screen.findByTestId('cluster-contents');
    expect(within(popup).getByRole('heading')).toHaveTextContent('21 saved comments here');
    await waitFor(() => expect(within(popup).getAllByRole('listitem')).toHaveLength(20));
    const listCalls = get.mock.calls.filter(([url]) => url === '/marker/marker-comments/list');
    // The one spot, widened by 1e-7° so that it is a box.
    expect(listCalls[0]![1]).toMatchObject({
      params: { bbox: '151.17999990,-33.89000010,151.18000010,-33.88999990', size: 20 },
      skipAuth: true,
    });
    expect(
      within(popup).getByRole('button', { name: /^House Unit 3 3 King St, Newtown$/ }),
    ).toBeInTheDocument();

    fireEvent.click(within(popup).getByRole('button', { name: 'Load more' }));
    const row = await within(popup).findByRole('button', { name: /^Villa Unit 7B 20 King St/ });
    expect(listCalls).toHaveLength(1);
    expect(get).toHaveBeenLastCalledWith(
      '/marker/marker-comments/list',
      expect.objectContaining({ params: expect.objectContaining({ cursor: 'next-1', size: 20 }) }),
    );
    expect(within(popup).getAllByRole('listitem')).toHaveLength(21);
    expect(within(popup).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    // A row opens that comment's details, as a pin's popup shows them.
    fireEvent.click(row);
    const details = await screen.findByRole('button', { name: '‹ Back to the list' });
    const box = details.parentElement!;
    expect(within(box).getByRole('heading')).toHaveTextContent('7B · Newtown');
    for (const text of [
      '“Garden out the back”',
      '20 King St, Newtown',
      'Newtown',
      'Sydney',
      'Australia',
    ]) {
      expect(within(box).getByText(text)).toBeInTheDocument();
    }
    expect(details).toHaveFocus();
    fireEvent.click(details);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Villa Unit 7B 20 King St/ })).toHaveFocus(),
    );
  });

  it("a building's cluster is a square named by its address; it lists the building's comments under its address and links to its page", async () => {
    const building = {
      id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
      address: '15 King Street, Newtown NSW 2042',
    };
    const get = stubApi({
      clusters: () =>
        clustersAnswer(
          [],
          [
            { ...markerCluster(`building/${building.id}`, 3, SMALL), building },
            markerCluster('17/1/1', 4, SPREAD),
          ],
        ),
      list: () =>
        commentsPage([
          savedComment('b1', { unitNumber: '2', fullAddress: building.address }),
          savedComment('b2', { unitNumber: 'Apt 5', fullAddress: building.address }),
        ]),
    });
    renderMap();
    const cluster = await screen.findByRole('button', {
      name: '15 King Street, Newtown NSW 2042: 3 saved comments, list them',
    });
    expect(cluster).toHaveClass('rm-cluster', 'rm-cluster--building');
    expect(cluster).toHaveTextContent('3');
    // The other cluster stays a round one that zooms.
    const cell = screen.getByRole('button', { name: 'Cluster of 4 saved comments: zoom in' });
    expect(cell).not.toHaveClass('rm-cluster--building');

    fireEvent.click(cluster);
    const popup = await screen.findByTestId('cluster-contents');
    expect(within(popup).getByRole('heading')).toHaveTextContent(building.address);
    expect(within(popup).getByText(/^3 saved comments/)).toBeInTheDocument();
    expect(
      within(popup).getByRole('link', { name: 'Every comment about this building' }),
    ).toHaveAttribute('href', `/buildings/${building.id}`);
    await waitFor(() => expect(within(popup).getAllByRole('listitem')).toHaveLength(2));
    // The building's rows name their units, not the address the heading already says.
    expect(within(popup).getByRole('button', { name: /^House Unit 2$/ })).toBeInTheDocument();
    // A unit written with its own word is not called "Unit" twice.
    expect(within(popup).getByRole('button', { name: /^House Apt 5$/ })).toBeInTheDocument();
    const listCalls = get.mock.calls.filter(([url]) => url === '/marker/marker-comments/list');
    expect(listCalls[0]![1]).toMatchObject({ params: { building: building.id, size: 20 } });
    expect((listCalls[0]![1] as { params: object }).params).not.toHaveProperty('bbox');
  });

  it('at the deepest zoom, a cluster whose pins are apart lists them too', async () => {
    // Only the deepest zoom's answer counts 12: until it comes, the map still draws the
    // previous answer's cluster (already listing, at that zoom), which the answer replaces.
    const get = stubApi({
      clusters: ({ zoom }) => {
        const deepest = Number(zoom) >= 18;
        const cluster = markerCluster(
          `${Math.min(Number(zoom), 18)}/1/1`,
          deepest ? 12 : 11,
          SMALL,
        );
        return clustersAnswer([], [cluster]);
      },
      list: () => commentsPage([savedComment('one', { fullAddress: 'Only one here' })]),
    });
    renderMap();
    await screen.findByRole('button', { name: 'Cluster of 11 saved comments: zoom in' });
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(clusterRequests(get).at(-1)?.zoom).toBe(18));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cluster of 12 saved comments: list them' }),
    );
    expect(await screen.findByRole('button', { name: /Only one here/ })).toBeInTheDocument();
    expect(clusterRequests(get).at(-1)?.zoom).toBe(18);
  });

  it("a pin's popup loads its comment when it opens", async () => {
    const comment = jest.fn(() =>
      savedComment('p1', {
        locationType: 'Apartment',
        comment: 'Sea view',
        fullAddress: 'Campbell Parade, Bondi Beach',
        region: 'Bondi Beach',
        city: 'Sydney',
        country: 'Australia',
      }),
    );
    stubApi({
      clusters: () => clustersAnswer([markerPin('p1', -33.89, 151.18, 'Apartment')]),
      comment,
    });
    const { container } = renderMap();
    const pin = await screen.findByRole('button', { name: 'Saved marker: Apartment' });
    expect(pin).not.toHaveClass('leaflet-marker-draggable');
    expect(comment).not.toHaveBeenCalled();

    fireEvent.click(pin);
    expect(await screen.findByText('Loading the comment…')).toBeInTheDocument();
    expect(await screen.findByText('“Sea view”')).toBeInTheDocument();
    const popup = container.querySelector('.leaflet-popup-content')!;
    expect(within(popup as HTMLElement).getByRole('heading')).toHaveTextContent('1 · Bondi Beach');
    for (const text of ['Campbell Parade, Bondi Beach', 'Bondi Beach', 'Sydney', 'Australia']) {
      expect(within(popup as HTMLElement).getByText(text)).toBeInTheDocument();
    }
    expect(comment).toHaveBeenCalledTimes(1);
    expect(comment).toHaveBeenCalledWith('p1');
  });

  it("a pin's popup says so when its comment cannot be loaded", async () => {
    stubApi({
      clusters: () => clustersAnswer([markerPin('gone', -33.89, 151.18)]),
      comment: () => {
        throw apiError(404, 'NOT_FOUND', 'This comment does not exist or was removed.');
      },
    });
    renderMap();
    fireEvent.click(await screen.findByRole('button', { name: 'Saved marker: House' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This comment does not exist or was removed.',
    );
  });

  it("a new view's answer replaces the previous one's clusters and pins", async () => {
    const answers: MarkerClusters[] = [
      clustersAnswer(
        [markerPin('a', -33.89, 151.18), markerPin('b', -33.88, 151.19)],
        [markerCluster('13/1/1', 5, SMALL)],
      ),
      clustersAnswer(
        [markerPin('c', -33.885, 151.182, 'Land')],
        [markerCluster('14/2/2', 3, SMALL)],
        14,
      ),
    ];
    const get = stubApi({ clusters: () => answers[Math.min(clusterRequests(get).length, 2) - 1]! });
    renderMap();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Saved marker: House' })).toHaveLength(2),
    );
    expect(
      screen.getByRole('button', { name: 'Cluster of 5 saved comments: zoom in' }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await screen.findByRole('button', { name: 'Saved marker: Land' });
    expect(screen.queryByRole('button', { name: 'Saved marker: House' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cluster of 5 / })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cluster of 3 saved comments: zoom in' }),
    ).toBeInTheDocument();
  });

  it('a view answer that repeats what is shown re-creates no marker', async () => {
    const get = stubApi({
      clusters: () =>
        clustersAnswer([markerPin('a', -33.89, 151.18)], [markerCluster('13/1/1', 5, SMALL)]),
    });
    renderMap();
    const cluster = await screen.findByRole('button', { name: /Cluster of 5 / });
    const pin = screen.getByRole('button', { name: 'Saved marker: House' });

    // The view is read again (a moderator's decision makes the cached clusters stale).
    act(() => bus.emit('comment:moderated', { id: 'elsewhere' }));
    await waitFor(() => expect(clusterRequests(get).length).toBeGreaterThanOrEqual(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: /Cluster of 5 / })).toBe(cluster);
    expect(screen.getByRole('button', { name: 'Saved marker: House' })).toBe(pin);
    expect(cluster.isConnected).toBe(true);
  });

  it('highlights a pin the view holds inside a cluster, on its own', async () => {
    stubApi({
      clusters: () => clustersAnswer([], [markerCluster('13/1/1', 5, SPREAD)]),
      comment: (id) => savedComment(id, { locationType: 'Villa' }),
    });
    renderMap();
    await screen.findByRole('button', { name: /Cluster of 5 / });
    // Inside the cluster's box, a few hundred px from its circle at zoom 13.
    act(() => bus.emit('marker:select', { id: 'x1', position: { lat: -33.897, lon: 151.18 } }));
    expect(
      await screen.findByRole('button', { name: 'SELECTED MARKER: Villa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SELECTED MARKER')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cluster of 5 / })).toBeInTheDocument();
    act(() => bus.emit('marker:select', { id: null }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /SELECTED MARKER/ })).not.toBeInTheDocument(),
    );
  });

  it('draws a highlighted pin standing on its cluster as a picture, leaving the cluster the one target', async () => {
    stubApi({
      clusters: () => clustersAnswer([], [markerCluster('13/1/1', 2, ONE_SPOT)]),
      comment: (id) => savedComment(id, { locationType: 'Villa' }),
    });
    const { container } = renderMap();
    const cluster = await screen.findByRole('button', { name: /Cluster of 2 / });
    // One of the two comments at the cluster's one spot, opened from a shared link.
    act(() => bus.emit('marker:select', { id: 'x1', position: { lat: -33.89, lon: 151.18 } }));
    expect(await screen.findByText('SELECTED MARKER')).toBeInTheDocument();
    const pin = container.querySelector('.rm-marker--highlighted')!;
    expect(pin).not.toHaveAttribute('tabindex');
    expect(pin).not.toHaveAttribute('role');
    expect(pin).not.toHaveClass('leaflet-interactive');
    expect(screen.queryByRole('button', { name: /SELECTED MARKER/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cluster of 2 / })).toBe(cluster);
  });

  it('shows a comment saved here at once, and only the cluster once a later view counts it', async () => {
    let saved = false;
    const get = stubApi({
      clusters: () =>
        saved ? clustersAnswer([], [markerCluster('14/1/1', 2, SMALL)], 14) : clustersAnswer([]),
    });
    renderMap();
    await waitFor(() => expect(clusterRequests(get)).toHaveLength(1));
    saved = true;
    act(() =>
      bus.emit('marker:saved', { marker: savedComment('new', { lat: -33.897, lon: 151.18 }) }),
    );
    // Shown selected at first; once unselected, as any saved pin.
    expect(
      await screen.findByRole('button', { name: 'SELECTED MARKER: House' }),
    ).toBeInTheDocument();
    act(() => bus.emit('marker:select', { id: null }));
    expect(await screen.findByRole('button', { name: 'Saved marker: House' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await screen.findByRole('button', { name: /Cluster of 2 / });
    // The save made the cache read the view again at once, but that read was asked before
    // the map took the comment in: only the zoomed view's answer counts it.
    await waitFor(() => expect(clusterRequests(get).at(-1)?.zoom).toBe(14));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Saved marker: House' })).not.toBeInTheDocument(),
    );
  });

  it('reads the view again when a comment is edited, deleted or moderated, and tells the page', async () => {
    let count = 5;
    const get = stubApi({
      clusters: () => clustersAnswer([], [markerCluster('13/1/1', count, SMALL)]),
    });
    const views: number[] = [];
    const subscription = bus.on('map:view').subscribe(({ total }) => views.push(total));
    renderMap();
    await screen.findByRole('button', { name: /Cluster of 5 / });
    const events = [
      () => bus.emit('marker:changed', { marker: savedComment('x', { comment: 'edited' }) }),
      () => bus.emit('marker:deleted', { id: 'x' }),
      () => bus.emit('comment:moderated', { id: 'x' }),
    ];
    for (const [index, emit] of events.entries()) {
      count = 4 - index;
      act(emit);
      await screen.findByRole('button', { name: new RegExp(`Cluster of ${count} `) });
      expect(clusterRequests(get)).toHaveLength(index + 2);
    }
    await waitFor(() => expect(views.at(-1)).toBe(2));
    subscription.unsubscribe();
  });

  it('aborts the request for a view the map has left', async () => {
    const get = stubApi({
      clusters: ({ zoom }) =>
        Number(zoom) === 13
          ? new Promise<MarkerClusters>(() => undefined)
          : clustersAnswer([], [markerCluster('14/1/1', 3, SMALL)], 14),
    });
    renderMap();
    await waitFor(() => expect(clusterRequests(get)).toHaveLength(1));
    const signalOf = (index: number) =>
      (
        get.mock.calls.filter(([url]) => url === CLUSTERS_PATH)[index]![1] as {
          signal: AbortSignal;
        }
      ).signal;
    expect(signalOf(0).aborted).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await screen.findByRole('button', { name: /Cluster of 3 / });
    expect(signalOf(0).aborted).toBe(true);
    expect(signalOf(1).aborted).toBe(false);
  });
});
