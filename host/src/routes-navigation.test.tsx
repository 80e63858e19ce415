import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import { bus, placePath, tokenService } from 'shared';
import { PAGE_TITLES } from './page-titles';
import { AppRoutes } from './routes';

/** Each remote's slot as a stand-in that counts its mounts and can close itself. */
const mounts = new Map<string, number>();
jest.mock('./remotes/remote-slot', () => ({
  RemoteSlot: ({
    remote,
    module,
    props,
  }: {
    remote: string;
    module: string;
    props?: { onClose?: () => void };
  }) => {
    const name = `${remote}${module.slice(1)}`;
    useEffect(() => {
      mounts.set(name, (mounts.get(name) ?? 0) + 1);
    }, [name]);
    return (
      <div data-testid={name}>
        {props?.onClose && (
          <button type="button" onClick={props.onClose}>
            Close {name}
          </button>
        )}
      </div>
    );
  },
}));

const ID = '3f2b8c1e-9a4d-4c6b-8e21-7d5f0a9b1c2d';
const MAP_QUERY = '?lat=-33.8688&lon=151.2093&z=15';

const probe: { navigate?: NavigateFunction; location?: ReturnType<typeof useLocation> } = {};
function Probe() {
  const navigateTo = useNavigate();
  const current = useLocation();
  useEffect(() => {
    probe.navigate = navigateTo;
    probe.location = current;
  });
  return null;
}
const navigate = (to: To | number, options?: NavigateOptions) =>
  typeof to === 'number' ? probe.navigate!(to) : probe.navigate!(to, options);
const where = () => `${probe.location!.pathname}${probe.location!.search}`;

function renderAt(...entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  );
}

const back = () => act(() => void navigate(-1));

/** Back from `dialog`: the same map and query, the dialog gone, the map mounted only once. */
function backOntoTheMap(dialog: string) {
  back();
  expect(where()).toBe(`/${MAP_QUERY}`);
  expect(screen.queryByTestId(dialog)).toBeNull();
  // The map was never taken down: it keeps its view and tiles under the dialog.
  expect(mounts.get('remote-map/MapView')).toBe(1);
}

beforeEach(() => {
  mounts.clear();
  document.title = 'RentMap';
});
afterEach(() => act(() => tokenService.clear()));

describe('the page title', () => {
  it.each([
    ['/', PAGE_TITLES.map],
    ['/auth', 'Sign in · RentMap'],
    ['/login', 'Sign in · RentMap'],
    ['/profile', 'Profile · RentMap'],
    ['/settings', 'Settings · RentMap'],
    ['/about', 'About · RentMap'],
    ['/accessibility-statement', 'Accessibility Statement · RentMap'],
    ['/nope', 'Page not found · RentMap'],
  ])('at %s is %j', (path, title) => {
    renderAt(path);
    expect(document.title).toBe(title);
  });

  it('names the map page after the product', () => {
    expect(PAGE_TITLES.map).toBe('RentMap — find your next rental');
  });

  it("is left to the server's HTML and the details dialog on a saved comment's page", () => {
    document.title = '12 George St, Sydney · RentMap';
    renderAt(placePath(ID));
    expect(screen.getByTestId('remote-map/MapView')).toBeInTheDocument();
    expect(document.title).toBe('12 George St, Sydney · RentMap');
  });

  it('follows the page when the visitor moves on', () => {
    renderAt('/');
    act(() => void navigate('/profile'));
    expect(document.title).toBe('Profile · RentMap');
    back();
    expect(document.title).toBe(PAGE_TITLES.map);
  });
});

describe("a saved comment's page", () => {
  it('is the map page, with the map and the list', () => {
    renderAt(`${placePath(ID)}${MAP_QUERY}`);
    expect(screen.getByTestId('remote-map/MapView')).toBeInTheDocument();
    expect(screen.getByTestId('remote-markers/SavedMarkersPanel')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});

describe('Back closes a dialog opened from the map and stays on the map', () => {
  it('closes sign-in asked for by a remote, onto the same map and query', () => {
    renderAt(`/${MAP_QUERY}`);
    act(() => bus.emit('auth:required', { reason: 'comment' }));
    expect(where()).toBe(`/auth${MAP_QUERY}`);
    expect(screen.getByTestId('remote-auth/AuthModal')).toBeInTheDocument();

    backOntoTheMap('remote-auth/AuthModal');
  });

  it("closes sign-in opened from the header's Sign In link", () => {
    renderAt(`/${MAP_QUERY}`);
    fireEvent.click(screen.getAllByRole('link', { name: 'Sign In' })[0]!);
    expect(where()).toBe(`/auth${MAP_QUERY}`);

    backOntoTheMap('remote-auth/AuthModal');
  });

  it('closes Add Comment, onto the map it was opened from', async () => {
    act(() => tokenService.setSession({ accessToken: 'a', refreshToken: 'r' }));
    renderAt(`/${MAP_QUERY}`);
    // The session asks who is signed in (no server here: the answer fails at once).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => void navigate('/newComment', { state: { location: { lat: -33.87, lon: 151.2 } } }));
    expect(screen.getByTestId('remote-markers/AddCommentDialog')).toBeInTheDocument();

    backOntoTheMap('remote-markers/AddCommentDialog');
  });

  it('signed out, Add Comment sends to sign in in its place, and Back lands on the map', () => {
    renderAt(`/${MAP_QUERY}`);
    act(() => void navigate('/newComment', { state: { location: { lat: -33.87, lon: 151.2 } } }));
    expect(probe.location!.pathname).toBe('/auth');

    backOntoTheMap('remote-auth/AuthModal');
  });
});
