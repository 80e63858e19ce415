import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, session } from 'shared';
import { formatDateTime } from '../../../lib/format';
import { okResponse, savedMarker } from '../../../../test/api-mocks';
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

const ID = '5f0c2b9e-8d1a-4c3e-9b7f-2a6d4e8c1f03';
const FRONT = 'a'.repeat(32);
const KITCHEN = 'b'.repeat(32);
const GARDEN = 'c'.repeat(32);
/** A comment whose photos the API stored (with their thumbnails). */
const stored = {
  ...marker,
  photoUrls: JSON.stringify([`${FRONT}.jpg`, `${KITCHEN}.jpg`, `${GARDEN}.jpg`]),
};

function field(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const TILES = { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', tileAttribution: 'Tiles' };

describe('CommentDetailsDialog', () => {
  beforeEach(async () => {
    session.reset();
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(TILES));
    await session.loadConfig();
  });

  it('is a modal dialog titled Comment Details, above the page', () => {
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Comment Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('says a comment under review stays up while a moderator reviews it; says nothing otherwise', () => {
    const { unmount } = render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    expect(screen.queryByText('Under review')).toBeNull();
    unmount();

    render(<CommentDetailsDialog marker={{ ...marker, underReview: true }} onClose={jest.fn()} />);
    expect(screen.getByTestId('under-review')).toHaveTextContent(
      'Under reviewA landlord, agent or owner objects to part of this comment. It stays up while a moderator reviews it.',
    );
    // Still the whole comment: a notice takes nothing down.
    expect(screen.getByText('“Great light in the mornings”')).toBeInTheDocument();
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
    // Modified after it was created: its author edited it.
    expect(field('Modified')).toBe(`${formatDateTime('2024-02-20T10:30:00Z')} (edited)`);
  });

  it('shows the photos as thumbnails in a grid and hides one that fails to load', async () => {
    render(<CommentDetailsDialog marker={stored} onClose={jest.fn()} />);
    const region = await screen.findByRole('region', { name: 'Photos' });
    const photos = within(region).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      `/api/file-storage/files/${FRONT}-thumb.jpg`,
      `/api/file-storage/files/${KITCHEN}-thumb.jpg`,
      `/api/file-storage/files/${GARDEN}-thumb.jpg`,
    ]);
    // Sized before they load, and only loaded when scrolled to.
    expect(photos[0]).toHaveAttribute('width', '400');
    expect(photos[0]).toHaveAttribute('height', '400');
    expect(photos[0]).toHaveAttribute('loading', 'lazy');
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1 of 3 of 5 King St, Newtown NSW 2042, Australia',
      'Photo 2 of 3 of 5 King St, Newtown NSW 2042, Australia',
      'Photo 3 of 3 of 5 King St, Newtown NSW 2042, Australia',
    ]);
    fireEvent.error(photos[1]!);
    const left = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(left.map((img) => img.getAttribute('src'))).toEqual([
      `/api/file-storage/files/${FRONT}-thumb.jpg`,
      `/api/file-storage/files/${GARDEN}-thumb.jpg`,
    ]);
    expect(left[1]).toHaveAttribute(
      'alt',
      'Photo 2 of 2 of 5 King St, Newtown NSW 2042, Australia',
    );
  });

  it('loads photos from the CDN base the API publishes (PHOTO_BASE_URL)', async () => {
    session.reset();
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
    session.reset();
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

  it('shows the author and the likes (signed out: Like disabled, with the sign-in hint), and closes with Close or Escape', async () => {
    const onClose = jest.fn();
    render(
      <CommentDetailsDialog
        marker={{ ...marker, author: 'Ann Lee', likeCount: 4 }}
        onClose={onClose}
      />,
    );
    expect(screen.getByText('By Ann Lee')).toBeInTheDocument();
    const like = screen.getByRole('button', { name: 'Like', pressed: false });
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAttribute('title', 'Please sign in to like this location');
    expect(like).toHaveAccessibleDescription('4 likes');
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
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
    // From the last control back to the first: the first photo.
    expect(await screen.findByRole('button', { name: /^Photo 1 of 3/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('names the tab after the comment while open, and gives the old title back', () => {
    document.title = 'RentMap — find your next rental';
    const { unmount } = render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    expect(document.title).toBe('3/5 · Newtown · RentMap');
    unmount();
    expect(document.title).toBe('RentMap — find your next rental');

    render(
      <CommentDetailsDialog
        marker={{ ...marker, unitNumber: '', region: '' }}
        onClose={jest.fn()}
      />,
    );
    expect(document.title).toBe('5 King St, Newtown NSW 2042, Australia · RentMap');
  });
});

describe('a comment that shows only the building and the month', () => {
  beforeEach(async () => {
    session.reset();
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(TILES));
    await session.loadConfig();
  });

  // Its public version: the dates are the first of their month, the unit withheld.
  const coarse = {
    ...marker,
    coarse: true,
    unitNumber: '',
    createdDate: '2026-11-01T00:00:00.000Z',
    modifiedDate: '2026-11-01T00:00:00.000Z',
  };

  it('dates it by the month and says what is withheld, to its readers', () => {
    render(<CommentDetailsDialog marker={coarse} onClose={jest.fn()} />);
    expect(field('Created')).toBe('November 2026');
    expect(field('Modified')).toBe('November 2026');
    expect(
      screen.getByText('Exact place, unit and day withheld to protect the author.'),
    ).toBeInTheDocument();
  });

  it('shows its author the comment as written, and what others see', () => {
    const own = { ...marker, coarse: true, byMe: true };
    render(<CommentDetailsDialog marker={own} onClose={jest.fn()} />);
    expect(field('Created')).toBe(formatDateTime('2024-01-15T03:04:00Z'));
    expect(screen.getByText('Others see only the building and the month.')).toBeInTheDocument();
    expect(screen.queryByText(/withheld/)).toBeNull();
  });

  it('says nothing of the kind for a comment shown as written', () => {
    render(<CommentDetailsDialog marker={marker} onClose={jest.fn()} />);
    expect(screen.queryByText(/withheld|Others see/)).toBeNull();
  });
});

describe('the photo viewer', () => {
  beforeEach(async () => {
    session.reset();
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(TILES));
    await session.loadConfig();
  });

  function current(): HTMLElement {
    const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
    // The photo on screen; the ones beside it are preloaded and inert.
    const slide = viewer.querySelector<HTMLElement>('.yarl__slide_current');
    if (!slide) throw new Error('no photo on screen');
    return within(slide).getByRole('img');
  }

  it('opens a thumbnail full size, steps with the arrow keys, and Escape closes it alone', async () => {
    const onClose = jest.fn();
    render(<CommentDetailsDialog marker={stored} onClose={onClose} />);
    const second = await screen.findByRole('button', { name: /^Photo 2 of 3/ });
    await userEvent.click(second);

    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(current()).toHaveAttribute('src', `/api/file-storage/files/${KITCHEN}.jpg`);
    expect(current()).toHaveAttribute(
      'alt',
      'Photo 2 of 3 of 5 King St, Newtown NSW 2042, Australia',
    );
    expect(viewer).toHaveTextContent('2 of 3');
    // The details under it are out of reach while it is open.
    expect(screen.getByTestId('comment-details-dialog').closest('[inert]')).not.toBeNull();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(current()).toHaveAttribute('src', `/api/file-storage/files/${GARDEN}.jpg`),
    );
    expect(viewer).toHaveTextContent('3 of 3');
    // The last photo has no next one.
    expect(within(viewer).getByRole('button', { name: 'Next photo' })).toBeDisabled();

    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(current()).toHaveAttribute('src', `/api/file-storage/files/${FRONT}.jpg`),
    );
    expect(viewer).toHaveTextContent('1 of 3');

    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Photo viewer' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Comment Details' })).toBeInTheDocument();
    expect(screen.getByTestId('comment-details-dialog').closest('[inert]')).toBeNull();
    // Focus is back on the thumbnail it was opened from.
    expect(second).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has labelled previous, next and close buttons', async () => {
    render(<CommentDetailsDialog marker={stored} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Photo 1 of 3/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(within(viewer).getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(viewer).toHaveTextContent('2 of 3'));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Photo viewer' })).not.toBeInTheDocument(),
    );
  });
});

describe('sharing a comment', () => {
  const clipboard = { writeText: jest.fn() };

  beforeEach(async () => {
    session.reset();
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(TILES));
    await session.loadConfig();
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  });

  it("copies the link of the comment's page and says so", async () => {
    clipboard.writeText.mockResolvedValue(undefined);
    render(<CommentDetailsDialog marker={{ ...marker, id: ID }} onClose={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(clipboard.writeText).toHaveBeenCalledWith(`http://localhost/places/${ID}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
