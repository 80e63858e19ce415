import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient, bus, parseViewSearch, type BusEvents, type WatchedArea } from 'shared';
import WatchedAreasPage, { remoteInfo } from '../src/exposed/watched-areas-page';
import { viewOfBounds } from '../src/features/watched-areas/map-link';
import { resetListPageSignInPrompts } from '../src/components/own-list-page';
import { apiError, endTest, mockGet, ok, signIn, USER } from './api-stand-in';

const ID_1 = '11111111-1111-4111-8111-111111111111';
const ID_2 = '22222222-2222-4222-8222-222222222222';

function area(overrides: Partial<WatchedArea> = {}): WatchedArea {
  return {
    id: ID_1,
    name: 'Inner Sydney',
    kind: 'view',
    bounds: { west: 151.15, south: -33.92, east: 151.25, north: -33.84 },
    center: null,
    radiusMetres: null,
    buildingId: null,
    filters: { types: ['House', 'Villa'], photos: true, notMet: true },
    paused: false,
    emailAlerts: true,
    feedUrl: 'https://rentmap.example/api/feeds/areas/token-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function mockApi(areas: WatchedArea[]) {
  const get = mockGet({
    '/users/me/watched-areas': () => ({ content: areas }),
    '/users/me': () => USER,
  });
  const patch = jest.spyOn(apiClient, 'patch');
  const del = jest.spyOn(apiClient, 'delete');
  return { get, patch, del };
}

function MapPage() {
  const location = useLocation();
  return <p data-testid="map-page">{location.search}</p>;
}

function BuildingPage() {
  return <p data-testid="building-page">{useLocation().pathname}</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/watched-areas']}>
      <Routes>
        <Route path="/watched-areas" element={<WatchedAreasPage />} />
        <Route path="/" element={<MapPage />} />
        <Route path="/buildings/:id" element={<BuildingPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => resetListPageSignInPrompts());
afterEach(endTest);

describe('/watched-areas', () => {
  it('is an exposed module of remote-account', () => {
    expect(remoteInfo.name).toBe('remote-account');
  });

  it('lists each area: name, kind, filters, state, its map link and its Atom feed', async () => {
    signIn();
    const { get } = mockApi([
      area(),
      area({
        id: ID_2,
        name: 'Near the station',
        kind: 'radius',
        center: { lat: -33.88, lon: 151.2 },
        radiusMetres: 1000,
        bounds: { west: 151.19, south: -33.889, east: 151.21, north: -33.871 },
        filters: { types: [], photos: false, notMet: false },
        paused: true,
        emailAlerts: false,
        feedUrl: 'https://rentmap.example/api/feeds/areas/token-2',
      }),
    ]);
    renderPage();

    const items = await screen.findAllByTestId('watched-area');
    expect(get).toHaveBeenCalledWith('/users/me/watched-areas');
    expect(items).toHaveLength(2);
    const [view, radius] = items as [HTMLElement, HTMLElement];
    expect(within(view).getByRole('heading', { name: 'Inner Sydney' })).toBeInTheDocument();
    expect(within(view).getByText('Map view')).toBeInTheDocument();
    expect(
      within(view).getByText('House, Villa · with photos only · only reports of something not met'),
    ).toBeInTheDocument();
    expect(within(view).getByText('Watching')).toBeInTheDocument();
    expect(within(radius).getByText('Within 1 km of a place')).toBeInTheDocument();
    expect(
      within(radius).getByText('Every property type · with or without photos'),
    ).toBeInTheDocument();
    expect(within(radius).getByText('Paused')).toBeInTheDocument();
    expect(within(radius).getByText('Emails off (unsubscribed)')).toBeInTheDocument();
    expect(within(radius).getByRole('button', { name: 'Resume alerts for Near the station' }));

    const feed = within(view).getByRole('link', { name: 'Atom feed of Inner Sydney' });
    expect(feed).toHaveAttribute('href', 'https://rentmap.example/api/feeds/areas/token-1');
    expect(feed).toHaveTextContent('Atom feed');
    expect(screen.getByRole('status')).toHaveTextContent('2 watched areas');

    // Open on map: the map page's URL at the area's centre, with its filters.
    const open = within(view).getByRole('link', { name: 'Open on map: Inner Sydney' });
    const state = parseViewSearch(new URL(open.getAttribute('href')!, 'http://x').search);
    expect(state.view).toEqual({ lat: -33.88, lon: 151.2, zoom: expect.any(Number) });
    expect(state.filters).toMatchObject({ types: ['House', 'Villa'], photos: true });
    const radiusLink = within(radius).getByRole('link', { name: 'Open on map: Near the station' });
    expect(
      parseViewSearch(new URL(radiusLink.getAttribute('href')!, 'http://x').search).at,
    ).toEqual({ lat: -33.88, lon: 151.2 });
    await userEvent.click(open);
    expect(await screen.findByTestId('map-page')).toHaveTextContent('types=House,Villa');
  });

  it("shows a building area's kind and leads to its building's page", async () => {
    signIn();
    const BUILDING = '33333333-3333-4333-8333-333333333333';
    mockApi([
      area({ kind: 'building', name: '15 King Street', buildingId: BUILDING }),
      area({ id: ID_2 }),
    ]);
    renderPage();

    const [building, view] = (await screen.findAllByTestId('watched-area')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(building).getByText('Building')).toBeInTheDocument();
    const link = within(building).getByRole('link', {
      name: 'Open building page: 15 King Street',
    });
    expect(link).toHaveTextContent('Open building page');
    expect(link).toHaveAttribute('href', `/buildings/${BUILDING}`);
    expect(
      within(building).getByRole('link', { name: 'Open on map: 15 King Street' }),
    ).toBeVisible();
    // Other kinds have no building.
    expect(within(view).queryByRole('link', { name: /building page/ })).not.toBeInTheDocument();

    await userEvent.click(link);
    expect(await screen.findByTestId('building-page')).toHaveTextContent(`/buildings/${BUILDING}`);
  });

  it('says how to add one when there are none', async () => {
    signIn();
    mockApi([]);
    renderPage();
    expect(await screen.findByText('You are not watching any area yet')).toBeInTheDocument();
    expect(screen.getByText(/choose “Watch this area” above the list/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the map' })).toHaveAttribute('href', '/');
  });

  it('renames inline: Escape cancels, Save sends the trimmed name and shows the answer', async () => {
    signIn();
    const { patch } = mockApi([area()]);
    patch.mockResolvedValue(ok(area({ name: 'Home hunt' })));
    renderPage();

    const rename = await screen.findByRole('button', { name: 'Rename Inner Sydney' });
    await userEvent.click(rename);
    let input = screen.getByLabelText('New name');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Inner Sydney');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('New name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Inner Sydney' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Inner Sydney' }));
    input = screen.getByLabelText('New name');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the area a name.');
    expect(patch).not.toHaveBeenCalled();

    await userEvent.type(input, '  Home hunt ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { name: 'Home hunt' })).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(`/users/me/watched-areas/${ID_1}`, { name: 'Home hunt' });
    expect(screen.queryByLabelText('New name')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Renamed to “Home hunt”.');
  });

  it("pauses and resumes; a refused change shows the API's message", async () => {
    signIn();
    const { patch } = mockApi([area()]);
    patch.mockResolvedValueOnce(ok(area({ paused: true })));
    renderPage();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Pause alerts for Inner Sydney' }),
    );
    expect(patch).toHaveBeenCalledWith(`/users/me/watched-areas/${ID_1}`, { paused: true });
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“Inner Sydney” is paused.');

    patch.mockRejectedValueOnce(
      apiError(404, 'NOT_FOUND', 'This watched area does not exist or was deleted.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resume alerts for Inner Sydney' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This watched area does not exist or was deleted.',
    );
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('an area whose emails were unsubscribed says so and turns them on again', async () => {
    signIn();
    const { patch } = mockApi([area({ emailAlerts: false })]);
    patch.mockResolvedValueOnce(ok(area({ emailAlerts: true })));
    renderPage();

    expect(await screen.findByText(/Emails off \(unsubscribed\)/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Email me again about Inner Sydney' }),
    );
    expect(patch).toHaveBeenCalledWith(`/users/me/watched-areas/${ID_1}`, { emailAlerts: true });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Emails about “Inner Sydney” are on again.',
    );
    expect(screen.queryByText(/Emails off/)).toBeNull();
  });

  it('Delete asks first; Escape and Cancel keep it, confirming deletes it and says so', async () => {
    signIn();
    const { del } = mockApi([area(), area({ id: ID_2, name: 'Newtown', kind: 'suburb' })]);
    del.mockResolvedValue(ok(null));
    renderPage();

    const remove = await screen.findByRole('button', { name: 'Delete Inner Sydney' });
    await userEvent.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Stop watching this area?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Inner Sydney')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(del).not.toHaveBeenCalled();

    await userEvent.click(remove);
    dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('watched-area')).toHaveLength(1));
    expect(del).toHaveBeenCalledWith(`/users/me/watched-areas/${ID_1}`, undefined);
    expect(screen.getByRole('status')).toHaveTextContent('1 watched area. Watched area deleted.');
  });

  it("shows a load failure (the API's message) with Try again", async () => {
    signIn();
    const { get } = mockApi([]);
    get.mockImplementationOnce(async () => {
      throw apiError(
        503,
        'SERVICE_UNAVAILABLE',
        'The service is temporarily unavailable. Please try again shortly.',
      );
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are not watching any area yet')).toBeInTheDocument();
  });

  it('signed out, asks to sign in once and offers a Sign In button', async () => {
    const { get } = mockApi([]);
    const asked: BusEvents['auth:required'][] = [];
    const subscription = bus.on('auth:required').subscribe((event) => asked.push(event));
    renderPage();
    expect(screen.getByText('Sign in to see your watched areas')).toBeInTheDocument();
    expect(asked).toEqual([{ reason: 'watched-areas' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(asked).toHaveLength(2);
    expect(get).not.toHaveBeenCalledWith('/users/me/watched-areas');
    subscription.unsubscribe();
  });
});

describe('viewOfBounds', () => {
  it('centres a box across the antimeridian across it, and zooms to fit', () => {
    const fiji = viewOfBounds({ west: 178, south: -18, east: -178, north: -16 });
    expect(fiji.lat).toBe(-17);
    expect(fiji.lon).toBeCloseTo(180, 6);
    expect(fiji.zoom).toBe(7);
    expect(viewOfBounds({ west: 151.15, south: -33.92, east: 151.25, north: -33.84 }).zoom).toBe(
      12,
    );
  });
});
