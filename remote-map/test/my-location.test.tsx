import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, type ReactNode } from 'react';
import { useMap } from 'react-leaflet';
import { MemoryRouter } from 'react-router-dom';
import {
  DEFAULT_SETTINGS,
  accountSettings,
  apiClient,
  tokenService,
  type LocationSharing,
} from 'shared';
import { RentalMap } from '../src/features/map/rental-map';
import { MyLocation } from '../src/features/my-location/my-location-control';
import { MapStateProvider } from '../src/lib/map-state';
import { ViewStateProvider } from '../src/lib/view-state';
import { onLaptopWindow } from '../src/testing/map-window';
import { endSignedInTest } from '../../shared/test/end-signed-in-test';

onLaptopWindow();

// Perth: far from where the map starts (Sydney).
const PERTH = { latitude: -31.9523, longitude: 115.8613, accuracy: 30 };

let map: LeafletMap | null = null;
function MapProbe() {
  const current = useMap();
  useEffect(() => {
    map = current;
  }, [current]);
  return null;
}

function Page({ url = '/' }: { url?: string }): ReactNode {
  return (
    <MemoryRouter initialEntries={[url]}>
      <ViewStateProvider>
        <MapStateProvider>
          <RentalMap>
            <MapProbe />
            <MyLocation />
          </RentalMap>
        </MapStateProvider>
      </ViewStateProvider>
    </MemoryRouter>
  );
}

type Success = (position: { coords: typeof PERTH }) => void;
type Failure = (error: { code: number; message: string }) => void;

/** navigator.geolocation as a test drives it: each ask waits for `answer` or `fail`. */
function stubGeolocation() {
  const asks: Array<{ success: Success; failure: Failure }> = [];
  const getCurrentPosition = jest.fn((success: Success, failure: Failure) => {
    asks.push({ success, failure });
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: jest.fn(), clearWatch: jest.fn() },
  });
  return {
    getCurrentPosition,
    answer: () => act(() => asks.at(-1)!.success({ coords: PERTH })),
    fail: (code: number) => act(() => asks.at(-1)!.failure({ code, message: 'no' })),
  };
}

/** A JWT-shaped token (the client never checks the signature) that is not about to expire. */
function token(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 900;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp })}.signature`;
}

/** The API: the config, and a signed-in user's settings with this Location Sharing. */
function stubApi(locationSharing?: LocationSharing) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/config') {
      return { data: { success: true, data: { tileUrl: 'http://t/{z}/{x}/{y}.png' } } };
    }
    if (url === '/users/me/settings' && locationSharing) {
      return { data: { success: true, data: { ...DEFAULT_SETTINGS, locationSharing } } };
    }
    throw Object.assign(new Error('Network Error'), { isAxiosError: true, request: {} });
  });
}

function signInWith(locationSharing: LocationSharing) {
  stubApi(locationSharing);
  tokenService.setSession({
    accessToken: token(),
    refreshToken: 'r1',
    user: { id: 'u1', email: 'ada@example.com', emailVerified: true },
  });
}

/** Signs in with this choice, opens the map at `url` and waits for the settings. */
async function openSignedInWith(locationSharing: LocationSharing, url?: string) {
  signInWith(locationSharing);
  const geolocation = stubGeolocation();
  render(<Page url={url} />);
  await waitFor(() => expect(accountSettings.snapshot.status).toBe('ready'));
  return geolocation;
}

const control = () => screen.queryByRole('button', { name: 'Show my location' });

afterEach(() => {
  endSignedInTest();
  Reflect.deleteProperty(navigator, 'geolocation');
  map = null;
});

describe('the "my location" control', () => {
  it("signed out ('when-active'): shown, asks nothing until pressed, then centres on the user", async () => {
    stubApi();
    const geolocation = stubGeolocation();
    render(<Page />);
    expect(control()).toBeInTheDocument();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();

    fireEvent.click(control()!);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(control()).toHaveAttribute('aria-busy', 'true');
    await geolocation.answer();
    // Less motion asked for in these tests: the map jumps there.
    await waitFor(() => expect(map!.getCenter().lat).toBeCloseTo(PERTH.latitude, 3));
    expect(map!.getCenter().lng).toBeCloseTo(PERTH.longitude, 3);
    expect(map!.getZoom()).toBeGreaterThanOrEqual(15);
    expect(control()).toHaveAttribute('aria-busy', 'false');
  });

  it("'when-active': shown, and asks the browser only when pressed", async () => {
    const geolocation = await openSignedInWith('when-active');
    expect(control()).toBeInTheDocument();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    fireEvent.click(control()!);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("'always': centres on the user once when the map opens, and the control stays", async () => {
    signInWith('always');
    const geolocation = stubGeolocation();
    const { rerender } = render(<Page />);
    await waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1));
    await geolocation.answer();
    await waitFor(() => expect(map!.getCenter().lat).toBeCloseTo(PERTH.latitude, 3));
    expect(control()).toBeInTheDocument();
    rerender(<Page />);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("'always' keeps a link's place on screen: no centring when opened on a place", async () => {
    const geolocation = await openSignedInWith('always', '/?at=-33.87,151.2');
    expect(control()).toBeInTheDocument();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it("'never': no control, and the browser is never asked", async () => {
    const geolocation = await openSignedInWith('never');
    expect(control()).toBeNull();
    expect(document.querySelector('[data-testid="my-location"]')).toBeNull();
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it.each([
    {
      name: 'the user blocked location access',
      code: 1,
      text: 'Location access is blocked. Allow it in your browser to see where you are.',
    },
    {
      name: 'no position could be found (unavailable)',
      code: 2,
      text: 'Your location could not be found. Please try again.',
    },
    {
      name: 'no position could be found (timed out)',
      code: 3,
      text: 'Your location could not be found. Please try again.',
    },
    {
      name: 'the browser has no geolocation',
      code: null,
      text: 'This browser cannot share your location.',
    },
  ])('says so when $name, and the message can be dismissed', async ({ code, text }) => {
    stubApi();
    const geolocation = code === null ? null : stubGeolocation();
    render(<Page />);
    fireEvent.click(control()!);
    if (geolocation) await geolocation.fail(code!);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a press on the control does not reach the map (no marker dropped)', () => {
    stubApi();
    stubGeolocation();
    render(<Page />);
    const clicked = jest.fn();
    map!.on('click', clicked);
    fireEvent.click(control()!);
    expect(clicked).not.toHaveBeenCalled();
  });
});
