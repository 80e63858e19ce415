import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, bus, tokenService, type BusEvents, type SavedMarkerComment } from 'shared';
import { apiError, okResponse, savedMarker } from '../../test/api-mocks';
import { renderInRouter } from '../testing/router';
import { startSession } from '../testing/session';
import PlaceSheet from './place-sheet';

const ID = '5b0c6f1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const OTHER = '6c1d7a2f-3b4e-4f6a-9b0c-1d2e3f4a5b6c';
const place = savedMarker({
  id: ID,
  unitNumber: '4',
  region: 'Bondi',
  comment: 'Sea breeze',
  fullAddress: '1 Campbell Parade, Bondi Beach NSW 2026',
  photoUrls: JSON.stringify(['c'.repeat(32) + '.jpg']),
});

function serve(markers: SavedMarkerComment[] = [place]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/config') return okResponse({ tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
    const one = /^\/marker\/marker-comments\/([^/]+)$/.exec(url);
    const marker = one && markers.find((candidate) => candidate.id === one[1]);
    if (marker) return okResponse(marker);
    throw apiError(404, 'NOT_FOUND', 'Marker not found');
  });
}

/** jsdom has no matchMedia: the screen is a phone's (or not). */
function screenIsNarrow(narrow: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: narrow && query === '(max-width: 767px)',
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** What the map does when a pin is tapped: the URL, then the bus. */
function tapPin(
  router: { navigate: (to: string) => void },
  id = ID,
  source: 'map' | 'list' = 'map',
) {
  const selection: BusEvents['marker:select'] = {
    id,
    position: { lat: -33.89, lon: 151.27 },
    source,
  };
  act(() => {
    router.navigate(`/?place=${id}`);
    bus.emit('marker:select', selection);
  });
}

function renderSheet(path = '/') {
  return renderInRouter(<PlaceSheet />, path).router;
}

/** The sheet of the place at Bondi, opened by a tap on its pin. */
async function openSheet() {
  serve();
  const router = renderSheet();
  tapPin(router);
  return { router, sheet: await screen.findByRole('dialog', { name: '4 · Bondi' }) };
}

beforeEach(() => screenIsNarrow(true));
afterEach(() => tokenService.clear());

describe('PlaceSheet', () => {
  it("offers a tapped pin's card on a phone: title, photos, Share, and sign-in for details", async () => {
    const get = serve();
    const prompts: unknown[] = [];
    const subscription = bus.on('auth:required').subscribe((event) => prompts.push(event));
    const router = renderSheet();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    tapPin(router);
    const sheet = await screen.findByRole('dialog', { name: '4 · Bondi' });
    expect(get).toHaveBeenCalledWith(`/marker/marker-comments/${ID}`, expect.anything());
    expect(sheet).toHaveTextContent('“Sea breeze”');
    expect(sheet).toHaveTextContent('1 Campbell Parade, Bondi Beach NSW 2026');
    expect(within(sheet).getByRole('img')).toHaveAttribute(
      'src',
      `/api/file-storage/files/${'c'.repeat(32)}-thumb.jpg`,
    );
    expect(within(sheet).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(sheet).toHaveFocus();

    // Signed out: the product's prompt instead of the details.
    expect(sheet).toHaveTextContent('Please sign in to view details');
    expect(within(sheet).queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sign in' }));
    expect(prompts).toEqual([{ reason: 'Please sign in to view details' }]);
    subscription.unsubscribe();
  });

  it('opens the details of the place for a signed-in user', async () => {
    startSession();
    const { router, sheet } = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'View details' }));
    expect(router.pathname).toBe(`/places/${ID}`);
    expect(router.search.get('place')).toBe(ID);
  });

  it("offers Report on someone else's comment; Escape closes the Report dialog, not the sheet", async () => {
    startSession();
    const { sheet } = await openSheet();
    const report = within(sheet).getByRole('button', { name: 'Report' });
    await userEvent.click(report);

    expect(screen.getByRole('dialog', { name: 'Report this comment' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Report this comment' })).toBeNull();
    expect(screen.getByRole('dialog', { name: '4 · Bondi' })).toBeInTheDocument();
    expect(report).toHaveFocus();
  });

  it('closes with Close and with Escape', async () => {
    const { router, sheet } = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    tapPin(router);
    await screen.findByRole('dialog', { name: '4 · Bondi' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes when the selection is cleared or moves elsewhere', async () => {
    serve([place, savedMarker({ id: OTHER, unitNumber: '9', region: 'Coogee' })]);
    const router = renderSheet();
    tapPin(router);
    await screen.findByRole('dialog', { name: '4 · Bondi' });
    act(() => bus.emit('marker:select', { id: null, source: 'map' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    tapPin(router);
    await screen.findByRole('dialog', { name: '4 · Bondi' });
    // Back (or the list) selects another place: no bus event from the map.
    act(() => router.navigate(`/?place=${OTHER}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Another pin tapped shows that one.
    tapPin(router, OTHER);
    expect(await screen.findByRole('dialog', { name: '9 · Coogee' })).toBeInTheDocument();
  });

  it('says so when the place cannot be found', async () => {
    serve([]);
    const router = renderSheet();
    tapPin(router);
    expect(
      await screen.findByRole('dialog', { name: 'This comment does not exist or was removed.' }),
    ).toBeInTheDocument();
  });

  it('says why when the place cannot be loaded', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/config') return okResponse({ tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
      throw apiError(500, 'INTERNAL_ERROR', 'Database down');
    });
    const router = renderSheet();
    tapPin(router);
    expect(await screen.findByRole('dialog', { name: 'Database down' })).toBeInTheDocument();
  });

  it('opens for a pin tapped before it loaded while the URL still selects it, not for an older tap', async () => {
    serve();
    const tapped: BusEvents['marker:select'] = {
      id: ID,
      position: { lat: -33.89, lon: 151.27 },
      source: 'map',
    };
    act(() => bus.emit('marker:select', tapped));
    renderSheet(`/?place=${ID}`);
    expect(await screen.findByRole('dialog', { name: '4 · Bondi' })).toBeInTheDocument();
    cleanup();

    // The same tap, but the URL has since moved on (closed, Back, another place).
    renderSheet(`/?place=${OTHER}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away for a card chosen in the list, and on wide screens (the map has its popup)', async () => {
    const get = serve();
    const router = renderSheet();
    tapPin(router, ID, 'list');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    screenIsNarrow(false);
    tapPin(router);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith(`/marker/marker-comments/${ID}`, expect.anything());
  });
});
