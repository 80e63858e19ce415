import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, bus, tokenService, type BusEvents, type WatchedArea } from 'shared';
import { apiError, okResponse } from '../../../../test/api-mocks';
import { signIn } from '../../../testing/session';
import { renderInRouter } from '../../../testing/router';
import { boundsOfPlace, suburbIn } from '../api/suburb-bounds';
import { boundsOfView } from '../api/watch-target';
import { WatchAreaButton } from './watch-area-button';
import { SYDNEY } from '../../../testing/map-view';

function saved(overrides: Partial<WatchedArea> = {}): WatchedArea {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Map area',
    kind: 'view',
    bounds: { west: 151.1, south: -33.95, east: 151.3, north: -33.8 },
    center: null,
    radiusMetres: null,
    buildingId: null,
    filters: { types: [], photos: false, notMet: false },
    paused: false,
    emailAlerts: true,
    feedUrl: 'http://localhost/api/feeds/areas/t',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** The bus keeps the last of each event for late subscribers: each test starts with none. */
function forgetReplays() {
  const last = (bus as unknown as { last: Map<string, unknown> }).last;
  for (const name of ['map:view', 'map:location-selected', 'marker:select']) last.delete(name);
}

beforeEach(forgetReplays);
afterEach(() => {
  jest.restoreAllMocks();
  tokenService.clear();
});

const watchButton = () => screen.getByRole('button', { name: 'Watch this area' });

/** The map over Sydney with a place in Newtown selected, and the Watch dialog open on it. */
async function openAtNewtown() {
  bus.emit('map:view', SYDNEY);
  bus.emit('map:location-selected', {
    lat: -33.8976,
    lon: 151.1793,
    address: '10 King St, Newtown NSW 2042, Australia',
  });
  renderInRouter(<WatchAreaButton />, '/?at=-33.8976,151.1793');
  await userEvent.click(watchButton());
  return screen.getByRole('dialog', { name: 'Watch this area' });
}

describe('Watch this area', () => {
  it('signed out: disabled with the reason shown, and a click asks the host to offer sign-in', async () => {
    const asked: BusEvents['auth:required'][] = [];
    const subscription = bus.on('auth:required').subscribe((event) => asked.push(event));
    bus.emit('map:view', SYDNEY);
    renderInRouter(<WatchAreaButton />);

    expect(watchButton()).toBeDisabled();
    expect(watchButton()).toHaveAccessibleDescription(
      'Sign in to watch this area for new comments',
    );
    expect(screen.getByText('Sign in to watch this area for new comments')).toBeVisible();
    await userEvent.click(watchButton().parentElement!);
    expect(asked).toEqual([{ reason: 'watch-area' }]);
    subscription.unsubscribe();
  });

  it('waits for the map to say where it is', () => {
    signIn();
    renderInRouter(<WatchAreaButton />);
    expect(watchButton()).toBeDisabled();
    expect(watchButton()).toHaveAccessibleDescription(
      'The map is still loading: wait for it to show an area',
    );
    act(() => bus.emit('map:view', SYDNEY));
    expect(watchButton()).toBeEnabled();
  });

  it('watches the map view with the URL filters, then says so with a link to Watched areas', async () => {
    signIn();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        okResponse(
          saved({ filters: { types: ['House', 'Villa'], photos: true, notMet: false } }),
          201,
        ),
      );
    bus.emit('map:view', SYDNEY);
    const { router } = renderInRouter(
      <WatchAreaButton />,
      '/?lat=-33.875&lon=151.2&z=13&types=House,Villa&photos=1&within=30d',
    );

    await userEvent.click(watchButton());
    const dialog = screen.getByRole('dialog', { name: 'Watch this area' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Map area');
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'This map view' })).toBeChecked();
    // No place selected: no radius choice.
    expect(within(dialog).queryByRole('radio', { name: /Within/ })).toBeNull();
    expect(within(dialog).getByTestId('watch-area-filters')).toHaveTextContent(
      'House, Villa · with photos only',
    );

    await userEvent.clear(name);
    await userEvent.type(name, ' Inner Sydney ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(post).toHaveBeenCalledWith('/users/me/watched-areas', {
      name: 'Inner Sydney',
      kind: 'view',
      bounds: { west: 151.1, south: -33.95, east: 151.3, north: -33.8 },
      filters: { types: ['House', 'Villa'], photos: true, notMet: false },
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Now watching “Map area”.');
    const link = within(dialog).getByRole('link', { name: 'See your watched areas' });
    expect(link).toHaveAttribute('href', '/watched-areas');
    await userEvent.click(link);
    expect(router.pathname).toBe('/watched-areas');
  });

  it('watches within a distance of the selected place, named after its suburb', async () => {
    signIn();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(okResponse(saved({ name: 'Newtown', kind: 'radius' }), 201));
    const dialog = await openAtNewtown();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Newtown');
    const within1km = within(dialog).getByRole('radio', {
      name: 'Within 1 km of the selected place',
    });
    expect(within1km).not.toBeChecked();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Distance from the selected place' }),
      '2000',
    );
    expect(
      within(dialog).getByRole('radio', { name: 'Within 2 km of the selected place' }),
    ).toBeChecked();
    expect(within(dialog).getByTestId('watch-area-filters')).toHaveTextContent(
      'Every property type · with or without photos',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledWith('/users/me/watched-areas', {
      name: 'Newtown',
      kind: 'radius',
      center: { lat: -33.8976, lon: 151.1793 },
      radiusMetres: 2000,
      filters: { types: [], photos: false, notMet: false },
    });
    expect(await within(dialog).findByText('Now watching “Newtown”.')).toBeInTheDocument();
  });

  it('watches the whole suburb of the selected place, its bounds from the place search', async () => {
    signIn();
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(
      okResponse([
        { name: 'Newtown', boundingbox: ['-33.91', '-33.89', '151.17', '151.19'] },
        { name: 'Newtown', boundingbox: ['-38.2', '-38.1', '144.3', '144.4'] },
      ]),
    );
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(okResponse(saved({ name: 'Newtown', kind: 'suburb' }), 201));
    const dialog = await openAtNewtown();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All of Newtown' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(get).toHaveBeenCalledWith(
      '/geo/search',
      expect.objectContaining({ params: { q: 'Newtown NSW 2042' } }),
    );
    expect(post).toHaveBeenCalledWith('/users/me/watched-areas', {
      name: 'Newtown',
      kind: 'suburb',
      bounds: { west: 151.17, south: -33.91, east: 151.19, north: -33.89 },
      filters: { types: [], photos: false, notMet: false },
    });
    expect(await within(dialog).findByText('Now watching “Newtown”.')).toBeInTheDocument();
  });

  it('watches only reports of something not met when that box is ticked', async () => {
    signIn();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        okResponse(saved({ filters: { types: ['House'], photos: false, notMet: true } }), 201),
      );
    bus.emit('map:view', SYDNEY);
    renderInRouter(<WatchAreaButton />, '/?lat=-33.875&lon=151.2&z=13&types=House');

    await userEvent.click(watchButton());
    const dialog = screen.getByRole('dialog', { name: 'Watch this area' });
    const notMet = within(dialog).getByRole('checkbox', {
      name: 'Only reports of something not met',
    });
    expect(notMet).not.toBeChecked();
    expect(notMet).toHaveAccessibleDescription(
      'Comments whose condition checklist has at least one item answered not met.',
    );
    await userEvent.click(notMet);
    expect(notMet).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(post).toHaveBeenCalledWith('/users/me/watched-areas', {
      name: 'Map area',
      kind: 'view',
      bounds: { west: 151.1, south: -33.95, east: 151.3, north: -33.8 },
      filters: { types: ['House'], photos: false, notMet: true },
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Now watching “Map area”.');
  });

  it('says so when the suburb cannot be found, and saves nothing', async () => {
    signIn();
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse([]));
    const post = jest.spyOn(apiClient, 'post');
    const dialog = await openAtNewtown();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'All of Newtown' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not find where Newtown ends. Watch this map view or a distance instead.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the API's refusal and stays open; Escape closes it and focus goes back", async () => {
    signIn();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        apiError(
          400,
          'VALIDATION_ERROR',
          'The area is too large to watch: zoom in to at most 5 degrees across.',
        ),
      );
    bus.emit('map:view', SYDNEY);
    renderInRouter(<WatchAreaButton />);

    await userEvent.click(watchButton());
    const dialog = screen.getByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the area a name.');
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Everywhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The area is too large to watch: zoom in to at most 5 degrees across.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(watchButton()).toHaveFocus();
  });
});

describe('watch target helpers', () => {
  it("wraps Leaflet's longitudes: a view over the antimeridian has west > east", () => {
    expect(boundsOfView({ minLon: 178, minLat: -18, maxLon: 182, maxLat: -16 })).toEqual({
      west: 178,
      south: -18,
      east: -178,
      north: -16,
    });
    expect(boundsOfView({ minLon: -200, minLat: -95, maxLon: 200, maxLat: 95 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it('finds the suburb of an Australian address, and what to search for it by', () => {
    expect(suburbIn('10 King St, Newtown NSW 2042, Australia')).toEqual({
      name: 'Newtown',
      query: 'Newtown NSW 2042',
    });
    expect(suburbIn('Bondi Beach NSW 2026, Australia')?.name).toBe('Bondi Beach');
    expect(suburbIn('Somewhere, Elsewhere')).toBeNull();
    expect(suburbIn(null)).toBeNull();
  });

  it("reads a place's bounding box (south, north, west, east), refusing unusable ones", () => {
    const box = (...values: string[]) => ({
      boundingbox: values as [string, string, string, string],
    });
    expect(boundsOfPlace(box('-33.91', '-33.89', '151.17', '151.19'))).toEqual({
      west: 151.17,
      south: -33.91,
      east: 151.19,
      north: -33.89,
    });
    // Across the antimeridian: west > east, a narrow box all the same.
    expect(boundsOfPlace(box('-17', '-16', '179.5', '-179.5'))).toEqual({
      west: 179.5,
      south: -17,
      east: -179.5,
      north: -16,
    });
    expect(boundsOfPlace({ boundingbox: null })).toBeNull();
    expect(boundsOfPlace(box('-33', '-20', '140', '150'))).toBeNull(); // a state, not a suburb
    expect(boundsOfPlace(box('x', '-33.89', '151.17', '151.19'))).toBeNull();
  });
});
