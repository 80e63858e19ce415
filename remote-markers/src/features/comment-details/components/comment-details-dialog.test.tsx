import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared';
import { formatDateTime } from '../../../lib/format';
import { okResponse, savedMarker } from '../../../testing/api-mocks';
import { loadPhotoBaseUrl, resetPhotoBaseUrl } from '../api/comment-photos';
import { CommentDetailsDialog } from './comment-details-dialog';

const marker = savedMarker({
  comment: 'Great light in the mornings',
  fullAddress: '5 King St, Newtown NSW 2042, Australia',
  unitNumber: '3/5',
  region: 'Newtown',
  city: 'Sydney',
  country: 'Australia',
  postcode: '2042',
  lat: -33.8977,
  lon: 151.17853219,
  locationType: 'House',
  mapSource: 'OPENSTREET',
  createdDate: '2024-01-15T03:04:00Z',
  modifiedDate: '2024-02-20T10:30:00Z',
  photoUrls: '["front.jpg","kitchen.jpg","garden.jpg"]',
});

function field(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const TILES = { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', tileAttribution: 'Tiles' };

describe('CommentDetailsDialog', () => {
  beforeEach(async () => {
    resetPhotoBaseUrl();
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(TILES));
    await loadPhotoBaseUrl();
  });

  it('is a modal dialog titled Comment Details, above the page', () => {
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('shows every field, coordinates to 6 decimals and both dates', () => {
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    expect(screen.getByText('“Great light in the mornings”')).toBeInTheDocument();
    expect(field('Address')).toBe('5 King St, Newtown NSW 2042, Australia');
    expect(field('Unit')).toBe('3/5');
    expect(field('Region')).toBe('Newtown');
    expect(field('City')).toBe('Sydney');
    expect(field('Country')).toBe('Australia');
    expect(field('Postcode')).toBe('2042');
    expect(field('Latitude')).toBe('-33.897700');
    expect(field('Longitude')).toBe('151.178532');
    expect(field('Location type')).toBe('House');
    expect(field('Map source')).toBe('OPENSTREET');
    expect(field('Created')).toBe(formatDateTime('2024-01-15T03:04:00Z'));
    expect(field('Modified')).toBe(formatDateTime('2024-02-20T10:30:00Z'));
  });

  it('shows the photos in a grid and hides one that fails to load', async () => {
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    const region = await screen.findByRole('region', { name: 'Photos' });
    const photos = within(region).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      '/api/file-storage/files/front.jpg',
      '/api/file-storage/files/kitchen.jpg',
      '/api/file-storage/files/garden.jpg',
    ]);
    fireEvent.error(photos[1]!);
    const left = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(left.map((img) => img.getAttribute('src'))).toEqual([
      '/api/file-storage/files/front.jpg',
      '/api/file-storage/files/garden.jpg',
    ]);
  });

  it('loads photos from the CDN base the API publishes (PHOTO_BASE_URL)', async () => {
    resetPhotoBaseUrl();
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(okResponse({ ...TILES, photoBaseUrl: 'https://cdn.test/photos' }));
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    const region = await screen.findByRole('region', { name: 'Photos' });
    expect(within(region).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      'https://cdn.test/photos/front.jpg',
    );
    expect(apiClient.get).toHaveBeenCalledWith('/config', { skipAuth: true });
  });

  it('falls back to our API for photos when the configuration cannot be read', async () => {
    resetPhotoBaseUrl();
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    const region = await screen.findByRole('region', { name: 'Photos' });
    expect(within(region).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      '/api/file-storage/files/front.jpg',
    );
  });

  it('shows no photo section when photoUrls is not valid JSON', () => {
    render(<CommentDetailsDialog marker={{ ...marker, photoUrls: '[oops' }} onClose={jest.fn()} />);
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('shows a static map of the point, or its coordinates when the map fails', () => {
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    const map = screen.getByRole('img', { name: /^Map of/ });
    expect(map).toHaveAttribute(
      'src',
      '/api/static-map?lat=-33.8977&lon=151.17853219&zoom=15&width=600&height=400',
    );
    fireEvent.error(map);
    expect(screen.queryByRole('img', { name: /^Map of/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('static-map-fallback')).toHaveTextContent('-33.897700, 151.178532');
  });

  it('has Like and Unlike buttons that do nothing yet, and closes with Close or Escape', async () => {
    const onClose = jest.fn();
    render(<CommentDetailsDialog marker={marker} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlike' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('comment-details-dialog-backdrop'));
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
