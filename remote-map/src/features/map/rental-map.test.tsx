import { render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_TILES, apiClient, session } from 'shared';
import { MapStateProvider } from '../../lib/map-state';
import { RentalMap } from './rental-map';

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
      <MapStateProvider>
        <RentalMap />
      </MapStateProvider>,
    );
    expect(get).toHaveBeenCalledWith('/config', { skipAuth: true });
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = container.querySelector('img.leaflet-tile') as HTMLImageElement;
    expect(tile.src).toMatch(/^http:\/\/tiles\.test\/13\/\d+\/\d+\.png$/);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByText('Test tiles')).toBeInTheDocument();
  });

  it('falls back to the OpenStreetMap tiles when the config cannot be read', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    const { container } = render(
      <MapStateProvider>
        <RentalMap />
      </MapStateProvider>,
    );
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    const tile = container.querySelector('img.leaflet-tile') as HTMLImageElement;
    expect(tile.src.startsWith(DEFAULT_TILES.tileUrl.split('{z}')[0]!)).toBe(true);
  });
});
