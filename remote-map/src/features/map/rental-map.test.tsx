import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_TILES, apiClient, session } from 'shared';
import { MapStateProvider } from '../../lib/map-state';
import { ViewStateProvider } from '../../lib/view-state';
import { RentalMap } from './rental-map';

/** The map reads its starting view from the page's URL. */
function Page({ children, url = '/' }: { children: ReactNode; url?: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <ViewStateProvider>
        <MapStateProvider>{children}</MapStateProvider>
      </ViewStateProvider>
    </MemoryRouter>
  );
}

/** The map offline at Brisbane (zoom 11), once its first tile is drawn. */
async function firstTile(): Promise<HTMLImageElement> {
  jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
  const { container } = render(
    <Page url="/?lat=-27.4698&lon=153.0251&z=11">
      <RentalMap />
    </Page>,
  );
  await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
  return container.querySelector('img.leaflet-tile') as HTMLImageElement;
}

describe('RentalMap', () => {
  // Each test is a new page: the config is read once per page.
  afterEach(() => session.reset());

  it('draws the tile layer from the run-time config, with a zoom control', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: {
        success: true,
        data: { tileUrl: 'http://tiles.test/{z}/{x}/{y}.png', tileAttribution: 'Test tiles' },
      },
    });
    const { container } = render(
      <Page>
        <RentalMap />
      </Page>,
    );
    expect(get).toHaveBeenCalledWith('/config', { skipAuth: true });
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = container.querySelector('img.leaflet-tile') as HTMLImageElement;
    expect(tile.src).toMatch(/^http:\/\/tiles\.test\/13\/\d+\/\d+\.png$/);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByText('Test tiles')).toBeInTheDocument();
  });

  it("starts at the URL's view", async () => {
    const tile = await firstTile();
    // Brisbane's tile at zoom 11: x = 1894, y = 1186.
    expect(tile.src).toMatch(/\/11\/1894\/1186\.png$/);
  });

  describe('on a dense screen', () => {
    const ratio = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio')!;
    const screenOf = (devicePixelRatio: number) =>
      Object.defineProperty(window, 'devicePixelRatio', {
        value: devicePixelRatio,
        configurable: true,
      });
    afterEach(() => Object.defineProperty(window, 'devicePixelRatio', ratio));

    it('draws tiles from one zoom deeper at half size, so each has as many pixels as the screen', async () => {
      screenOf(2);
      const tile = await firstTile();
      // Brisbane at zoom 12: x = 3788 or 3789, y = 2372 or 2373.
      expect(tile.src).toMatch(/\/12\/378[89]\/237[23]\.png$/);
      expect(tile.style.width).toBe('128px');
    });

    it('keeps plain tiles at 1.25 device pixels per CSS pixel', async () => {
      screenOf(1.25);
      const tile = await firstTile();
      expect(tile.src).toMatch(/\/11\/1894\/1186\.png$/);
      expect(tile.style.width).toBe('256px');
    });
  });

  it('falls back to the OpenStreetMap tiles when the config cannot be read', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    const { container } = render(
      <Page>
        <RentalMap />
      </Page>,
    );
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = container.querySelector('img.leaflet-tile') as HTMLImageElement;
    expect(tile.src.startsWith(DEFAULT_TILES.tileUrl.split('{z}')[0]!)).toBe(true);
  });
});
