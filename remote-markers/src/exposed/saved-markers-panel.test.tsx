import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiClient, bus, tokenService, type SavedMarkerComment } from 'shared';
import { apiError, okResponse, page, savedMarker } from '../../test/api-mocks';
import { renderInRouter } from '../testing/router';
import SavedMarkersPanel from './saved-markers-panel';

const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', emailVerified: true };
const ID = '3d4f9a2c-6b1e-4f7a-9c2d-8e5b1a0f6c47';
const COMMENT_PATH = `/marker/marker-comments/${ID}`;

/** The API: the current user, the list, and single comments by id (404 for any other). */
function serve(markers: SavedMarkerComment[], byId: SavedMarkerComment[] = markers) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/users/me') return okResponse(user);
    if (url === '/marker/marker-comments/list') return okResponse(page(markers));
    if (url === '/config') return okResponse({ tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
    const one = /^\/marker\/marker-comments\/([^/]+)$/.exec(url);
    if (one) {
      const marker = byId.find((candidate) => candidate.id === one[1]);
      if (marker) return okResponse(marker);
      throw apiError(404, 'NOT_FOUND', 'Marker not found');
    }
    throw new Error(`unexpected GET ${url}`);
  });
}

/** The panel in a router whose history starts at `path`, and where that history is now. */
function renderAt(path: string) {
  return renderInRouter(
    <Routes>
      <Route path="*" element={<SavedMarkersPanel />} />
    </Routes>,
    path,
  ).router;
}

function signIn() {
  tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
}

const place = savedMarker({
  id: ID,
  comment: 'Close to the beach',
  unitNumber: '7',
  region: 'Bondi',
  postcode: '2026',
  fullAddress: '12 Campbell Parade, Bondi Beach NSW 2026, Australia',
});

// The list scrolls the selected card into view; jsdom lays nothing out.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => tokenService.clear());

describe('SavedMarkersPanel', () => {
  it("opens a card's details at /places/{id}; Close goes Back and Forward opens them again", async () => {
    signIn();
    const get = serve([place]);
    const router = renderAt('/?list=everywhere');

    await userEvent.click(await screen.findByRole('button', { name: 'View details' }));
    expect(router.pathname).toBe(`/places/${ID}`);
    expect(screen.getByRole('dialog', { name: 'Comment Details' })).toHaveTextContent('2026');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back, not a new entry: the page before the details.
    expect(router.action).toBe('POP');
    expect(router.pathname).toBe('/');
    expect(router.search.toString()).toBe('list=everywhere');
    expect(screen.getByRole('button', { name: 'View details' })).toHaveFocus();

    await act(async () => {
      await router.navigate(1);
    });
    expect(await screen.findByRole('dialog', { name: 'Comment Details' })).toHaveTextContent(
      'Close to the beach',
    );
    // The card's comment is shown: nothing is loaded again.
    expect(get).not.toHaveBeenCalledWith(COMMENT_PATH, expect.anything());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the details a link names (/places/{id}), loading the comment, and closes to the map page', async () => {
    signIn();
    document.title = 'RentMap';
    const get = serve([], [place]);
    const router = renderAt(`/places/${ID}?lat=-33.89&lon=151.27&z=15`);

    expect(screen.getByRole('dialog', { name: 'Comment Details' })).toHaveTextContent(
      'Loading comment…',
    );
    expect(await screen.findByText('“Close to the beach”')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });
    expect(get).toHaveBeenCalledWith(
      COMMENT_PATH,
      expect.objectContaining({ signal: expect.anything() }),
    );
    expect(document.title).toBe('7 · Bondi · RentMap');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Opened from a link, there is no page of ours to go back to: the map page replaces it.
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(router.action).toBe('REPLACE');
    expect(router.search.toString()).toBe('lat=-33.89&lon=151.27&z=15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.title).toBe('RentMap');
  });

  it('says so when the comment a link names does not exist', async () => {
    signIn();
    serve([]);
    const router = renderAt(`/places/${ID}`);

    expect(
      await screen.findByText('This comment does not exist or was removed.'),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor at /places/{id} to sign in, without a dialog', async () => {
    serve([place]);
    const asked = jest.fn();
    const subscription = bus.on('auth:required').subscribe(asked);
    const router = renderAt(`/places/${ID}?list=everywhere`);

    const notice = await screen.findByText('Please sign in to view details');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const status = notice.closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(status).getByRole('button', { name: 'Sign in' }));
    expect(asked).toHaveBeenCalledWith({ reason: 'Please sign in to view details' });
    subscription.unsubscribe();

    await userEvent.click(within(status).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.pathname).toBe('/'));
    expect(screen.queryByText('Please sign in to view details')).not.toBeInTheDocument();
  });

  it('closes the details when the user signs out, and asks to sign in instead', async () => {
    signIn();
    serve([], [place]);
    renderAt(`/places/${ID}`);
    await screen.findByRole('dialog', { name: 'Comment Details' });

    act(() => tokenService.clear());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Please sign in to view details')).toBeInTheDocument();
  });

  it('refreshes the current user when it opens', async () => {
    signIn();
    const get = serve([]);
    renderAt('/?list=everywhere');
    await waitFor(() => expect(tokenService.snapshot.user).toEqual(user));
    expect(get).toHaveBeenCalledWith('/users/me');
  });

  it('asks for no user when nobody is signed in', async () => {
    const get = serve([]);
    renderAt('/?list=everywhere');
    await screen.findByText('No markers found');
    expect(get).not.toHaveBeenCalledWith('/users/me');
  });
});
