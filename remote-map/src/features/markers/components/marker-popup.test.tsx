import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient, bus, tokenService, type BusEvents, type GeoPlace } from 'shared';
import type { MapMarker } from '../../../lib/map-state';
import { MarkerPopup } from './marker-popup';

let signedIn = false;
jest.mock('shared', () => ({
  ...jest.requireActual('shared'),
  useSession: () => ({ isAuthenticated: signedIn }),
}));

const temporary: MapMarker = {
  id: 't1',
  position: { lat: -33.8968, lng: 151.1796 },
  address: '212, King Street, Newtown, Sydney',
  buildingType: 'retail',
  timestamp: 0,
};

const saved: MapMarker = {
  id: 'saved-1',
  position: { lat: -33.89, lng: 151.27 },
  address: 'Campbell Parade, Bondi',
  fullAddress: 'Campbell Parade, Bondi Beach',
  locationType: 'Apartment',
  unitNumber: '5',
  comment: 'Sea view',
  region: 'Bondi Beach',
  city: 'Sydney',
  country: 'Australia',
  isSavedMarker: true,
  timestamp: 0,
};

function NewCommentProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function renderPopup(
  marker: MapMarker,
  onRemove?: () => void,
  { onKeep, url = '/' }: { onKeep?: () => void; url?: string } = {},
) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/"
          element={<MarkerPopup marker={marker} onRemove={onRemove} onKeep={onKeep} />}
        />
        <Route path="/newComment" element={<NewCommentProbe />} />
        <Route path="/auth" element={<p>auth page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  signedIn = false;
  tokenService.clear();
});

// Like and Report are shared's: they read the real session, so the viewer signs in for real.
const signInForReal = () =>
  act(() => {
    signedIn = true;
    tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
    tokenService.setUser({ id: 'u1', email: 'ann@example.com', emailVerified: true } as never);
  });

describe('MarkerPopup', () => {
  describe('Like on a saved comment', () => {
    const liked = (id: string, overrides: Partial<MapMarker> = {}): MapMarker => ({
      ...saved,
      id: `saved-${id}`,
      likeCount: 4,
      likedByMe: false,
      author: 'Ann Lee',
      ...overrides,
    });
    afterEach(() => {
      tokenService.clear();
      jest.restoreAllMocks();
    });

    it('shows the author and the count; signed out it asks to sign in', () => {
      const required: BusEvents['auth:required'][] = [];
      const subscription = bus.on('auth:required').subscribe((event) => required.push(event));
      renderPopup(liked('3d4f9a2c-6b1e-4f7a-9c2d-8e5b1a0f6c01'));

      expect(screen.getByText('By Ann Lee')).toBeInTheDocument();
      const like = screen.getByRole('button', { name: 'Like', pressed: false });
      expect(like).toHaveAttribute('title', 'Please sign in to like this location');
      expect(like).toHaveAttribute('aria-disabled', 'true');
      expect(like).toHaveAccessibleDescription('4 likes');
      fireEvent.click(like);
      expect(required).toEqual([{ reason: 'Please sign in to like this location' }]);
      subscription.unsubscribe();
    });

    it('likes at once and unlikes, sending PUT and DELETE for the comment', async () => {
      signInForReal();
      const id = '3d4f9a2c-6b1e-4f7a-9c2d-8e5b1a0f6c02';
      const put = jest.spyOn(apiClient, 'put').mockResolvedValue({
        data: { success: true, data: { likeCount: 5, likedByMe: true } },
      });
      const remove = jest.spyOn(apiClient, 'delete').mockResolvedValue({
        data: { success: true, data: { likeCount: 4, likedByMe: false } },
      });
      renderPopup(liked(id));

      const like = screen.getByRole('button', { name: 'Like' });
      expect(like).toHaveAttribute('title', 'Like this location');
      fireEvent.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('like-count')).toHaveTextContent('5');
      expect(put).toHaveBeenCalledWith(`/marker/marker-comments/${id}/like`, undefined);

      await waitFor(() => expect(like).toHaveAccessibleDescription('5 likes'));
      fireEvent.click(like);
      expect(like).toHaveAttribute('aria-pressed', 'false');
      await waitFor(() => expect(remove).toHaveBeenCalled());
      expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    });
  });

  it('shows a saved comment: title, comment, address, region, city, country', () => {
    renderPopup(saved);
    expect(screen.getByRole('heading')).toHaveTextContent('5 · Bondi Beach');
    expect(screen.getByText('“Sea view”')).toBeInTheDocument();
    for (const text of ['Campbell Parade, Bondi Beach', 'Bondi Beach', 'Sydney', 'Australia']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('says a comment with an open notice is under review, and says nothing of the others', () => {
    renderPopup({ ...saved, underReview: true });
    expect(
      screen.getByText('Under review: a landlord, agent or owner objects to part of it.'),
    ).toBeInTheDocument();
    // It stays up: the comment is all there.
    expect(screen.getByText('“Sea view”')).toBeInTheDocument();
  });

  it('says nothing of review for a comment without an open notice', () => {
    renderPopup(saved);
    expect(screen.queryByText(/Under review/)).toBeNull();
  });

  describe('Report on a saved comment', () => {
    it('signed in: asks remote-markers on the bus to open its Report dialog for the comment', () => {
      signInForReal();
      const asked: BusEvents['marker:report-requested'][] = [];
      const subscription = bus
        .on('marker:report-requested')
        .subscribe((event) => asked.push(event));
      renderPopup({ ...saved, id: 'saved-c-42' });

      const report = screen.getByRole('button', { name: 'Report' });
      expect(report).toHaveAttribute('aria-disabled', 'false');
      expect(report).toHaveAttribute('aria-haspopup', 'dialog');
      fireEvent.click(report);
      expect(asked).toEqual([{ id: 'c-42' }]);
      subscription.unsubscribe();
    });

    it('signed out: reads as disabled with why, and asks to sign in instead', () => {
      const asked: BusEvents['marker:report-requested'][] = [];
      const required: BusEvents['auth:required'][] = [];
      const subscriptions = [
        bus.on('marker:report-requested').subscribe((event) => asked.push(event)),
        bus.on('auth:required').subscribe((event) => required.push(event)),
      ];
      renderPopup(saved);

      const report = screen.getByRole('button', { name: 'Report' });
      expect(report).toHaveAttribute('aria-disabled', 'true');
      expect(report).toHaveAttribute('title', 'Please sign in to report a comment');
      fireEvent.click(report);
      expect(required).toEqual([{ reason: 'Please sign in to report a comment' }]);
      expect(asked).toEqual([]);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    });

    it("is not offered on the viewer's own comment", () => {
      signedIn = true;
      renderPopup({ ...saved, byMe: true });
      expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    });

    it('is not offered on a temporary marker', () => {
      signedIn = true;
      renderPopup(temporary);
      expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    });
  });

  it('gives a temporary marker a Remove button', () => {
    const onRemove = jest.fn();
    renderPopup(temporary, onRemove);
    expect(screen.getByRole('heading')).toHaveTextContent('Retail');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('shows anonymous visitors the sign-in tooltips and link, and asks them to sign in', () => {
    const required: BusEvents['auth:required'][] = [];
    const subscription = bus.on('auth:required').subscribe((event) => required.push(event));
    renderPopup(temporary);

    const addComment = screen.getByRole('button', { name: 'Add a comment' });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(addComment).toHaveAttribute('title', 'Please sign in to add comments');
    expect(addComment).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAttribute('title', 'Please sign in to like this location');
    expect(screen.getByRole('link', { name: 'Sign in to interact' })).toHaveAttribute(
      'href',
      '/auth',
    );
    fireEvent.click(addComment);
    fireEvent.click(like);
    expect(required).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('shows signed-in users the plain tooltips and no sign-in link; a place with no comment has nothing to like yet', () => {
    signedIn = true;
    renderPopup(temporary);
    expect(screen.getByRole('button', { name: 'Add a comment' })).toHaveAttribute(
      'title',
      'Add a comment',
    );
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('title', 'Add a comment here first: likes are for saved comments');
    expect(like).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: 'Sign in to interact' })).not.toBeInTheDocument();
  });

  it('Add a comment builds the Location model from the place the map looked up: no second lookup', async () => {
    signedIn = true;
    const get = jest.spyOn(apiClient, 'get');
    const place: GeoPlace = {
      place_id: 7,
      licence: 'ODbL',
      osm_type: 'way',
      osm_id: 42,
      lat: '-33.8968',
      lon: '151.1796',
      class: 'shop',
      type: 'bakery',
      place_rank: 30,
      importance: null,
      addresstype: 'shop',
      name: 'Newtown Bakery',
      display_name: '212, King Street, Newtown, Sydney',
      address: { suburb: 'Newtown', city: 'Sydney', state: 'New South Wales', postcode: '2042' },
      namedetails: {},
      extratags: null,
      boundingbox: null,
      source: 'offline',
    };
    renderPopup({ ...temporary, place });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a comment' }));
    });

    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
        location: { lat: -33.8968, lon: 151.1796, address: '212, King Street, Newtown, Sydney' },
        locationModel: expect.objectContaining({
          name: 'Newtown Bakery',
          district: 'Newtown',
          city: 'Sydney',
          state: 'New South Wales',
          postcode: '2042',
        }),
      }),
    );
    expect(get).not.toHaveBeenCalled();
  });

  it('Add a comment fetches the Location model when the map has no place, then opens /newComment with it', async () => {
    signedIn = true;
    const model = { place_id: 7, name: 'Newtown', district: 'Newtown' };
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { success: true, data: model } });
    renderPopup(temporary);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a comment' }));
    });

    expect(get).toHaveBeenCalledWith('/locations/reverse', {
      params: { lat: -33.8968, lon: 151.1796 },
      skipAuth: true,
    });
    const expected = {
      location: { lat: -33.8968, lon: 151.1796, address: '212, King Street, Newtown, Sydney' },
      locationModel: model,
    };
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual(expected),
    );
  });

  it('still opens /newComment when the Location model cannot be fetched', async () => {
    signedIn = true;
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('HTTP 503'));
    renderPopup(saved);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a comment' }));
    });
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('state').textContent!)).toMatchObject({
        location: { address: 'Campbell Parade, Bondi Beach' },
        locationModel: null,
      }),
    );
  });

  it("the selected pin's Keep pin keeps it; other pins have none", () => {
    const onKeep = jest.fn();
    renderPopup(temporary, jest.fn(), { onKeep });
    fireEvent.click(screen.getByRole('button', { name: 'Keep pin' }));
    expect(onKeep).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it("Add a comment keeps the map page's query: the map stays as it is under the dialog", async () => {
    signedIn = true;
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('HTTP 503'));
    renderPopup(temporary, undefined, { url: '/?lat=-33.9&lon=151.18&z=15&at=-33.8968,151.1796' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a comment' }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent(
        '?lat=-33.9&lon=151.18&z=15&at=-33.8968,151.1796',
      ),
    );
  });

  it("shows a saved comment's photos as up to 3 thumbnails, lazy and with their size", async () => {
    const names = ['a', 'b', 'c', 'd'].map((c) => `${c.repeat(32)}.jpg`);
    jest.spyOn(apiClient, 'get').mockResolvedValue({
      data: {
        success: true,
        data: { tileUrl: 't', tileAttribution: 'T', photoBaseUrl: 'https://cdn.test/photos' },
      },
    });
    renderPopup({ ...saved, photoUrls: JSON.stringify(names) });
    const strip = screen.getByRole('list', { name: 'Photos of 5 · Bondi Beach' });
    await waitFor(() => expect(within(strip).getAllByRole('img')).toHaveLength(3));
    const first = within(strip).getAllByRole('img')[0]!;
    expect(first).toHaveAttribute('src', `https://cdn.test/photos/${'a'.repeat(32)}-thumb.jpg`);
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '72');
    expect(first).toHaveAttribute('height', '54');
    expect(first).toHaveAccessibleName('Photo 1 of 3 of Campbell Parade, Bondi Beach');
  });

  it("Share copies the place's link and says so; the link to copy when that fails", async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      renderPopup(saved);
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
      expect(writeText).toHaveBeenCalledWith('http://localhost/places/1');

      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(await screen.findByLabelText('Copy this link')).toHaveValue(
        'http://localhost/places/1',
      );
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });
});
