import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, bus, tokenService, type BusEvents, type SavedMarkerComment } from 'shared';
import {
  apiError,
  failureBody,
  httpError,
  networkError,
  okResponse,
  page,
  savedMarker,
} from '../../../../test/api-mocks';
import { renderInRouter } from '../../../testing/router';
import { record } from '../../../testing/session';
import { formatDateTime } from '../../../lib/format';
import { SavedMarkersList } from './saved-markers-list';
import { SYDNEY, SYDNEY_BBOX } from '../../../testing/map-view';

/**
 * The cards' select buttons (toggles, as the Like buttons beside them are). Read from the DOM:
 * role queries over a list of 60 cards, each with its Like and Share, take seconds.
 */
function cardButtons(pressed?: boolean): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('button[aria-pressed]')).filter(
    (b) =>
      b.textContent !== 'Like' &&
      (pressed === undefined || b.getAttribute('aria-pressed') === String(pressed)),
  );
}

/** A card's title, found by its text (cheaper than a role query over many cards). */
const findCardTitle = (title: string) => screen.findByText(title, { selector: 'span' });

const LIST_PATH = '/marker/marker-comments/list';
const PERTH: BusEvents['map:view'] = {
  bounds: { minLon: 115.8, minLat: -32, maxLon: 115.9, maxLat: -31.9 },
  center: { lat: -31.95, lon: 115.85 },
  zoom: 14,
  total: 1,
};
const PERTH_BBOX = '115.800000,-32.000000,115.900000,-31.900000';

let uuids = 0;
/** A saved comment with an id the URL accepts (a UUID). */
function placed(overrides: Partial<SavedMarkerComment> = {}) {
  uuids += 1;
  return savedMarker({
    id: `00000000-0000-4000-8000-${String(uuids).padStart(12, '0')}`,
    ...overrides,
  });
}

type Get = jest.SpyInstance<Promise<unknown>, [url: string, config?: unknown]>;
const getSpy = () => jest.spyOn(apiClient, 'get') as unknown as Get;

/** The params of each list request, in order. */
function listParams(get: Get) {
  return get.mock.calls
    .filter(([url]) => url === LIST_PATH)
    .map(([, config]) => (config as { params: Record<string, unknown> }).params);
}

/** Answers /config (no CDN), comments by id from `byId`, and the list from `list`. */
function serve(
  list: (params: Record<string, unknown>) => unknown,
  byId: SavedMarkerComment[] = [],
) {
  return getSpy().mockImplementation(async (url: string, config?: unknown) => {
    if (url === '/config') return okResponse({ tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
    if (url === LIST_PATH) return list((config as { params: Record<string, unknown> }).params);
    const one = /^\/marker\/marker-comments\/([^/]+)$/.exec(url);
    const marker = one && byId.find((candidate) => candidate.id === one[1]);
    if (marker) return okResponse(marker);
    throw apiError(404, 'NOT_FOUND', 'Marker not found');
  });
}

/** Serves the list's answers in turn, throwing those that are errors. */
function serveInTurn(answers: unknown[]) {
  return serve(() => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

function renderList(path = '/?list=everywhere', onOpenDetails = jest.fn()) {
  const { router } = renderInRouter(<SavedMarkersList onOpenDetails={onOpenDetails} />, path);
  return { onOpenDetails, router };
}

function cardOf(name: string | RegExp) {
  return screen.getByRole('button', { name }).closest('li') as HTMLElement;
}

const scrollIntoView = jest.fn();

beforeAll(() => {
  // jsdom lays nothing out.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  tokenService.clear();
  scrollIntoView.mockClear();
  // The bus replays the last map view to late subscribers: each test starts before any.
  (bus as unknown as { last: Map<string, unknown> }).last.delete('map:view');
  (bus as unknown as { last: Map<string, unknown> }).last.delete('remote:load-failed');
});

describe('SavedMarkersList follows the map', () => {
  it('waits for the map to say where it is, then lists that view with its count', async () => {
    const get = serve(() => okResponse(page([placed({ unitNumber: '1', region: 'A' })])));
    renderList('/');
    expect(screen.getByText('Loading markers...')).toBeInTheDocument();
    expect(listParams(get)).toEqual([]);

    act(() => bus.emit('map:view', SYDNEY));
    expect(await screen.findByRole('button', { name: '1 · A' })).toBeInTheDocument();
    expect(listParams(get)).toEqual([{ bbox: SYDNEY_BBOX, size: 20 }]);
    // Public, with the token when there is one (likedByMe, byMe).
    expect(get).toHaveBeenCalledWith(LIST_PATH, expect.not.objectContaining({ skipAuth: true }));
    expect(screen.getByText('3 places in this view')).toBeInTheDocument();
  });

  it('lists everywhere when the map could not be loaded, and follows it once it speaks', async () => {
    const get = serve(() => okResponse(page([placed({ unitNumber: '1', region: 'A' })])));
    renderList('/');
    expect(listParams(get)).toEqual([]);

    act(() =>
      bus.emit('remote:load-failed', {
        remote: 'remote-map',
        module: './MapView',
        reason: 'time-out',
      }),
    );
    expect(await screen.findByRole('button', { name: '1 · A' })).toBeInTheDocument();
    expect(listParams(get)).toEqual([{ size: 20 }]);
    expect(screen.getByText('1 place')).toBeInTheDocument();

    // Retry brought the map back: the list follows its view again.
    act(() => bus.emit('map:view', SYDNEY));
    await waitFor(() =>
      expect(listParams(get)).toEqual([{ size: 20 }, { bbox: SYDNEY_BBOX, size: 20 }]),
    );
    expect(await screen.findByText('3 places in this view')).toBeInTheDocument();
  });

  it('still waits for the map when another remote failed', () => {
    const get = serve(() => okResponse(page([placed()])));
    renderList('/');
    act(() =>
      bus.emit('remote:load-failed', {
        remote: 'remote-auth',
        module: './AuthModal',
        reason: '404',
      }),
    );
    expect(listParams(get)).toEqual([]);
    expect(screen.getByText('Loading markers...')).toBeInTheDocument();
  });

  it('starts from the map view said before it mounted', async () => {
    const get = serve(() => okResponse(page([placed()])));
    bus.emit('map:view', PERTH);
    renderList('/');
    expect(await screen.findByText('1 place in this view')).toBeInTheDocument();
    expect(listParams(get)).toEqual([{ bbox: PERTH_BBOX, size: 20 }]);
  });

  it('lists the new view when the map moves, keeping the old cards (dimmed) until the new ones come', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const signals: AbortSignal[] = [];
    getSpy().mockImplementation((url: string, config?: unknown) => {
      if (url !== LIST_PATH) return Promise.reject(networkError());
      signals.push((config as { signal: AbortSignal }).signal);
      return new Promise((resolve) => answers.push(resolve));
    });
    renderList('/');
    act(() => bus.emit('map:view', SYDNEY));
    await act(async () =>
      answers[0]!(okResponse(page([placed({ unitNumber: 'S', region: 'Syd' })]))),
    );
    // The cache tells the list of its answer a moment later (TanStack's notify batch).
    const sydney = await screen.findByRole('button', { name: 'S · Syd' });

    act(() => bus.emit('map:view', { ...SYDNEY, center: { lat: -33.9, lon: 151.2 } }));
    // The same box again (another total, a nudge of the centre) asks nothing.
    expect(answers).toHaveLength(1);
    act(() =>
      bus.emit('map:view', { ...SYDNEY, total: 30, bounds: { ...SYDNEY.bounds, minLon: 151 } }),
    );
    act(() => bus.emit('map:view', PERTH));
    // Each new box asks once; the request still on its way for the box before is dropped.
    expect(answers).toHaveLength(3);
    expect(signals[1]!.aborted).toBe(true);
    expect(signals[2]!.aborted).toBe(false);
    expect(sydney).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('list')).toHaveClass('stale');
    expect(screen.getByText('Updating the list…')).toBeInTheDocument();
    expect(screen.queryByText('Loading markers...')).not.toBeInTheDocument();
    expect(screen.getByText('1 place in this view')).toBeInTheDocument();

    await act(async () =>
      answers[2]!(okResponse(page([placed({ unitNumber: 'P', region: 'Per' })]))),
    );
    // A late answer for a dropped box changes nothing.
    await act(async () =>
      answers[1]!(okResponse(page([placed({ unitNumber: 'X', region: 'Stale' })]))),
    );
    expect(await screen.findByRole('button', { name: 'P · Per' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'S · Syd' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'X · Stale' })).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  });

  it("asks with the URL's filters and order; nearest measures from the map's centre", async () => {
    const get = serve(() => okResponse(page([])));
    bus.emit('map:view', SYDNEY);
    renderList('/?types=House,Villa&photos=1&within=30d&q=mould&sort=nearest');
    await screen.findByText('No markers found');
    expect(listParams(get)).toEqual([
      {
        bbox: SYDNEY_BBOX,
        types: 'House,Villa',
        photos: true,
        within: '30d',
        q: 'mould',
        sort: 'nearest',
        near: '-33.875000,151.200000',
        size: 20,
      },
    ]);
  });

  it("asks with the renter's record, and again when it changes", async () => {
    const get = serve(() => okResponse(page([])));
    const { router } = renderList('/?list=everywhere&mould=1&heating=1&rentMax=500');
    await screen.findByText('No markers found');
    expect(listParams(get)).toEqual([{ mould: true, heating: true, rentMax: 500, size: 20 }]);

    act(() => router.navigate('/?list=everywhere&rentMax=1500'));
    await waitFor(() => expect(listParams(get)).toHaveLength(2));
    expect(listParams(get)[1]).toEqual({ rentMax: 1500, size: 20 });

    // A ceiling that is not a $50 step narrows nothing: the list asks for everything.
    act(() => router.navigate('/?list=everywhere&rentMax=475&heating=yes'));
    await waitFor(() => expect(listParams(get)).toHaveLength(3));
    expect(listParams(get)[2]).toEqual({ size: 20 });
  });

  it('lists everywhere with the list’s own total, and the toggle switches between the two', async () => {
    const get = serve((params) =>
      okResponse(page([placed()], { totalElements: params.bbox ? 1 : 1234 })),
    );
    const { router } = renderList('/?sort=oldest&list=everywhere');
    expect(await screen.findByText('1234 places')).toBeInTheDocument();
    expect(listParams(get)).toEqual([{ sort: 'oldest', size: 20 }]);
    expect(screen.getByRole('radio', { name: 'Everywhere' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'In this view' }));
    expect(router.search.get('list')).toBeNull();
    expect(router.action).toBe('PUSH');
    act(() => bus.emit('map:view', SYDNEY));
    expect(await screen.findByText('3 places in this view')).toBeInTheDocument();
    expect(listParams(get).at(-1)).toEqual({ bbox: SYDNEY_BBOX, sort: 'oldest', size: 20 });

    await userEvent.click(screen.getByRole('radio', { name: 'Everywhere' }));
    expect(router.search.get('list')).toBe('everywhere');
    expect(await screen.findByText('1234 places')).toBeInTheDocument();
  });
});

describe('SavedMarkersList grouped by building', () => {
  it("asks for one card per building, and each building's card links to its page with its count", async () => {
    const building = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const block = placed({ buildingId: building, unitNumber: 'Apt 5', region: 'Enmore' });
    const park = placed({ buildingId: null, unitNumber: 'N/A', region: 'Camperdown' });
    const get = serve((params) =>
      okResponse(
        params.group === 'building'
          ? { ...page([block, park]), buildingCounts: { [building]: 3 } }
          : page([block, placed({ buildingId: building }), park]),
      ),
    );
    const { router } = renderList('/?list=everywhere');
    await screen.findByText('3 places');
    expect(screen.queryByRole('link', { name: /about this building/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'One card per building' }));
    expect(router.search.get('group')).toBe('building');
    await screen.findByText('2 places');
    expect(listParams(get).at(-1)).toEqual({ group: 'building', size: 20 });
    const link = screen.getByRole('link', { name: '3 comments about this building' });
    expect(link).toHaveAttribute('href', `/buildings/${building}`);
    expect(within(cardOf(/Apt 5/)).getByRole('link')).toBe(link);
    // Following the map, the header counts the cards (not the map's comments).
    await userEvent.click(screen.getByRole('radio', { name: 'In this view' }));
    act(() => bus.emit('map:view', SYDNEY));
    expect(await screen.findByText('2 places in this view')).toBeInTheDocument();
    // A comment in no building is a card of its own, with no such link.
    expect(within(cardOf(/Camperdown/)).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'One card per building' }));
    expect(router.search.get('group')).toBeNull();
  });
});

describe('SavedMarkersList states', () => {
  it('shows loading while the first page is on its way', () => {
    getSpy().mockReturnValue(new Promise(() => undefined));
    renderList();
    expect(screen.getByText('Loading markers...')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serve(() => okResponse(page([])));
    renderList();
    expect(await screen.findByText('No markers found')).toBeInTheDocument();
    expect(screen.getByText('No saved markers available.')).toBeInTheDocument();
    expect(screen.queryByText('Loading markers...')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      httpError(500, { success: false, message: 'Database is down' }),
      'Database is down',
    ],
    ['the default when the server says nothing', httpError(404, {}), 'Failed to fetch markers'],
    ['the server message of a failure body', failureBody('Not today'), 'Not today'],
    ['the default for a failure body without text', failureBody(), 'Failed to fetch markers'],
    [
      'the exception text without an answer',
      networkError(),
      'An error occurred while fetching markers',
    ],
  ])('shows the error state with %s', async (_case, outcome, text) => {
    serve(() => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading markers');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tries again on request', async () => {
    const answers = [networkError(), okResponse(page([placed({ unitNumber: '7' })]))];
    const get = serveInTurn(answers);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^7/ })).toBeInTheDocument();
    expect(listParams(get)).toHaveLength(2);
    expect(screen.queryByText('Error loading markers')).not.toBeInTheDocument();
  });
});

describe('SavedMarkersList cards', () => {
  it('shows who wrote each comment, and its likes beside a Like toggle', async () => {
    serve(() =>
      okResponse(
        page([placed({ unitNumber: '7', region: 'Glebe', author: 'Ann Lee', likeCount: 5 })]),
      ),
    );
    renderList('/?list=everywhere');
    await screen.findByRole('button', { name: '7 · Glebe' });

    expect(screen.getByText('By Ann Lee')).toBeInTheDocument();
    const like = screen.getByRole('button', { name: 'Like', pressed: false });
    expect(like).toHaveAccessibleDescription('5 likes 7 · Glebe');
    expect(screen.getByTestId('like-count')).toHaveTextContent('5');
  });

  it('shows unit and region, type badge, address, quoted comment, date and coordinates', async () => {
    const marker = placed({
      unitNumber: '12',
      region: 'Surry Hills',
      locationType: 'Villa',
      fullAddress: '1 Crown St, Surry Hills NSW 2010',
      comment: 'Sunny and quiet',
      createdDate: '2024-03-05T22:15:00Z',
      lat: -33.885,
      lon: 151.2111,
    });
    serve(() => okResponse(page([marker])));
    renderList();
    const button = await screen.findByRole('button', { name: '12 · Surry Hills' });
    // Its name is its visible text; the rest of the card describes it.
    expect(button).toHaveTextContent(/^12 · Surry Hills$/);
    expect(button).toHaveAccessibleDescription(/1 Crown St, Surry Hills NSW 2010/);
    const card = cardOf('12 · Surry Hills');
    expect(card).toHaveTextContent('Villa');
    expect(card).toHaveTextContent('1 Crown St, Surry Hills NSW 2010');
    expect(card).toHaveTextContent('“Sunny and quiet”');
    expect(card).toHaveTextContent(`Added: ${formatDateTime('2024-03-05T22:15:00Z')}`);
    expect(card).toHaveTextContent('-33.885000, 151.211100');
  });

  it('marks a comment with an open notice Under review, with why, and no other card', async () => {
    serve(() =>
      okResponse(
        page([
          placed({ unitNumber: '4', region: 'Erskineville', underReview: true }),
          placed({ unitNumber: '5', region: 'Erskineville' }),
        ]),
      ),
    );
    renderList();
    await screen.findByRole('button', { name: '4 · Erskineville' });
    const badge = within(cardOf('4 · Erskineville')).getByTestId('under-review');
    expect(badge).toHaveTextContent(/^Under review$/);
    expect(badge).toHaveAttribute(
      'title',
      'A landlord, agent or owner objects to part of this comment. It stays up while a moderator reviews it.',
    );
    expect(within(cardOf('5 · Erskineville')).queryByTestId('under-review')).toBeNull();
  });

  it('dates a comment that shows only the building and the month by its month, and says why', async () => {
    serve(() =>
      okResponse(
        page([
          placed({
            unitNumber: '',
            region: 'Redfern',
            coarse: true,
            createdDate: '2026-11-01T00:00:00.000Z',
            modifiedDate: '2026-11-01T00:00:00.000Z',
          }),
          placed({ unitNumber: '3', region: 'Glebe', coarse: true, byMe: true }),
        ]),
      ),
    );
    renderList();
    const button = await screen.findByRole('button', { name: 'Redfern' });
    const card = cardOf('Redfern');
    expect(card).toHaveTextContent('Added: November 2026');
    expect(button).toHaveAccessibleDescription(
      /Exact place, unit and day withheld to protect the author\.$/,
    );

    // Its author reads it as written.
    const own = cardOf('3 · Glebe');
    expect(own).toHaveTextContent(`Added: ${formatDateTime('2024-01-15T03:04:00Z')}`);
    expect(own).toHaveTextContent('Others see only the building and the month.');
    expect(own).not.toHaveTextContent('withheld');
  });

  it('shows the photos as lazy thumbnails of a fixed size', async () => {
    const photo = 'a'.repeat(32) + '.jpg';
    const marker = placed({
      unitNumber: '2',
      region: 'Glebe',
      fullAddress: '5 Glebe Point Rd',
      photoUrls: JSON.stringify([photo, 'b'.repeat(32) + '.jpg']),
    });
    serve(() => okResponse(page([marker, placed({ unitNumber: '3', region: 'None' })])));
    renderList();
    await screen.findByRole('button', { name: '2 · Glebe' });
    const strip = await screen.findByRole('list', { name: 'Photos of 2 · Glebe' });
    const images = within(strip).getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('src', `/api/file-storage/files/${'a'.repeat(32)}-thumb.jpg`);
    expect(images[0]).toHaveAttribute('alt', 'Photo 1 of 2 of 5 Glebe Point Rd');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '72');
    expect(images[0]).toHaveAttribute('height', '54');
    // A card without photos has no strip.
    expect(within(cardOf('3 · None')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('selects a card into the URL and tells the map, then deselects it', async () => {
    const marker = placed({ unitNumber: '3', region: 'Newtown', lat: -33.9, lon: 151.18 });
    serve(() => okResponse(page([marker, placed()])));
    const selections = record('marker:select');
    const { router } = renderList();
    const card = await screen.findByRole('button', { name: '3 · Newtown' });
    expect(card).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(card.closest('li')).toHaveClass('selected');
    expect(router.search.get('place')).toBe(marker.id);
    expect(router.action).toBe('PUSH');
    expect(screen.getByText('Marker selected')).toBeInTheDocument();
    expect(selections).toEqual([
      { id: marker.id, position: { lat: -33.9, lon: 151.18 }, source: 'list' },
    ]);

    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(router.search.get('place')).toBeNull();
    expect(screen.queryByText('Marker selected')).not.toBeInTheDocument();
    expect(selections[1]).toEqual({ id: null, source: 'list' });
  });

  it('is keyboard operable and clears the selection from the banner', async () => {
    const marker = placed({ unitNumber: '9', region: 'Glebe' });
    serve(() => okResponse(page([marker])));
    const selections = record('marker:select');
    const { router } = renderList();
    const card = await screen.findByRole('button', { name: '9 · Glebe' });
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(card).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(router.search.get('place')).toBeNull();
    expect(selections.at(-1)).toEqual({ id: null, source: 'list' });
  });

  it("marks the URL's selection and scrolls its card into view; follows Back and a pin on the map", async () => {
    const first = placed({ unitNumber: '1', region: 'A' });
    const second = placed({ unitNumber: '2', region: 'B' });
    serve(() => okResponse(page([first, second])));
    const { router } = renderList(`/?list=everywhere&place=${second.id}`);
    const card = await screen.findByRole('button', { name: '2 · B' });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(card.closest('li'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });

    // The map selects another pin: it writes the URL, and says so on the bus.
    act(() => {
      router.navigate(`/?list=everywhere&place=${first.id}`);
      bus.emit('marker:select', {
        id: first.id,
        position: { lat: first.lat, lon: first.lon },
        source: 'map',
      });
    });
    expect(screen.getByRole('button', { name: '1 · A' })).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(cardOf('1 · A'));

    // The same pin tapped again scrolls to it again (the list may have been scrolled away).
    const before = scrollIntoView.mock.calls.length;
    act(() =>
      bus.emit('marker:select', {
        id: first.id,
        position: { lat: first.lat, lon: first.lon },
        source: 'map',
      }),
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(before + 1);

    act(() => router.navigate(-1));
    expect(card).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads a selected comment the loaded cards do not hold and shows it first, selected', async () => {
    const listed = placed({ unitNumber: 'L', region: 'Listed' });
    const far = placed({ unitNumber: 'F', region: 'Far away' });
    const get = serve(() => okResponse(page([listed])), [far]);
    renderList(`/places/${far.id}?list=everywhere`);
    const card = await screen.findByRole('button', { name: 'F · Far away' });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(get).toHaveBeenCalledWith(`/marker/marker-comments/${far.id}`, expect.anything());
    const buttons = cardButtons();
    expect(buttons.map((b) => b.textContent)).toEqual(['F · Far away', 'L · Listed']);
    await waitFor(() => expect(scrollIntoView.mock.contexts.at(-1)).toBe(card.closest('li')));
  });
});

describe('SavedMarkersList share', () => {
  const clipboard = { writeText: jest.fn() };
  beforeAll(() =>
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true }),
  );
  afterEach(() => clipboard.writeText.mockReset());

  it('copies the place’s link and says so', async () => {
    const marker = placed({ unitNumber: '5', region: 'Manly' });
    serve(() => okResponse(page([marker])));
    clipboard.writeText.mockResolvedValue(undefined);
    renderList();
    await screen.findByRole('button', { name: '5 · Manly' });
    const share = within(cardOf('5 · Manly')).getByRole('button', { name: 'Share' });
    expect(share).toHaveAccessibleDescription('5 · Manly');
    await userEvent.click(share);
    expect(clipboard.writeText).toHaveBeenCalledWith(`http://localhost/places/${marker.id}`);
    expect(await within(cardOf('5 · Manly')).findByRole('status')).toHaveTextContent('Link copied');
  });
});

describe('SavedMarkersList eye button', () => {
  it('is disabled with a sign-in hint for anonymous users, whose click asks to sign in', async () => {
    serve(() => okResponse(page([placed()])));
    const prompts = record('auth:required');
    const { onOpenDetails } = renderList();
    const eye = await screen.findByRole('button', { name: 'View details' });
    expect(eye).toBeDisabled();
    expect(eye).toHaveAttribute('title', 'Please sign in to view details');
    fireEvent.click(eye.parentElement as HTMLElement);
    expect(prompts).toHaveLength(1);
    expect(onOpenDetails).not.toHaveBeenCalled();
  });

  it('opens the details for signed-in users', async () => {
    tokenService.setSession({ accessToken: 'fake-access', refreshToken: 'fake-refresh' });
    const marker = placed();
    serve(() => okResponse(page([marker])));
    const selections = record('marker:select');
    const { onOpenDetails } = renderList();
    const eye = await screen.findByRole('button', { name: 'View details' });
    expect(eye).toBeEnabled();
    await userEvent.click(eye);
    expect(onOpenDetails).toHaveBeenCalledWith(marker);
    expect(selections).toEqual([]);
  });

  it('follows sign-in state while shown', async () => {
    serve(() => okResponse(page([placed()])));
    renderList();
    const eye = await screen.findByRole('button', { name: 'View details' });
    expect(eye).toBeDisabled();
    act(() => tokenService.setSession({ accessToken: 'a', refreshToken: 'r' }));
    expect(screen.getByRole('button', { name: 'View details' })).toBeEnabled();
  });
});

describe('SavedMarkersList paging and new comments', () => {
  it('loads more pages by cursor and appends them without duplicates', async () => {
    const first = Array.from({ length: 20 }, () => placed());
    const second = [first[19]!, placed({ unitNumber: 'last', region: 'End' })];
    const pages = [
      { ...page(first, { totalPages: 2, totalElements: 21 }), nextCursor: 'after-20' },
      { ...page(second, { totalPages: 2, totalElements: 21 }), nextCursor: null },
    ];
    const get = serve(() => okResponse(pages.shift()));
    renderList('/?list=everywhere&types=Land');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await findCardTitle('last · End')).toBeInTheDocument();
    // The next page is asked for by the previous page's cursor (never an offset), with the query.
    expect(listParams(get)).toEqual([
      { types: 'Land', size: 20 },
      { types: 'Land', cursor: 'after-20', size: 20 },
    ]);
    expect(cardButtons(false)).toHaveLength(21);
    expect(screen.getByText('21 places')).toBeInTheDocument();
    // A null cursor is the last page.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("follows each page's cursor deep into the list, and tries the same page again after a failure", async () => {
    const pages = [0, 1, 2].map((n) =>
      Array.from({ length: 20 }, (_, i) => placed({ unitNumber: `${n}-${i}`, region: 'R' })),
    );
    const answers: unknown[] = [
      okResponse({ ...page(pages[0]!), nextCursor: 'c1' }),
      okResponse({ ...page(pages[1]!), nextCursor: 'c2' }),
      networkError(),
      okResponse({ ...page(pages[2]!), nextCursor: null }),
    ];
    const get = serveInTurn(answers);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await findCardTitle('1-19 · R');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while fetching markers');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await findCardTitle('2-19 · R');

    expect(listParams(get)).toEqual([
      { size: 20 },
      { cursor: 'c1', size: 20 },
      { cursor: 'c2', size: 20 },
      { cursor: 'c2', size: 20 },
    ]);
    expect(cardButtons(false)).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // 60 cards, each with its Like and Share: role queries over them are slow on a busy machine.
  }, 20_000);

  it('starts from the first page again when the filters change', async () => {
    const get = serve((params) =>
      okResponse({
        ...page([placed({ unitNumber: String(params.types ?? 'all'), region: 'R' })]),
        nextCursor: 'more',
      }),
    );
    const { router } = renderList();
    await screen.findByRole('button', { name: 'all · R' });
    act(() => router.navigate('/?list=everywhere&types=House'));
    expect(await screen.findByRole('button', { name: 'House · R' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'all · R' })).not.toBeInTheDocument();
    expect(listParams(get)).toEqual([{ size: 20 }, { types: 'House', size: 20 }]);
  });

  it('puts a comment saved anywhere on the page at the top', async () => {
    const old = placed({ unitNumber: 'old', region: 'X' });
    let reads = 0;
    // The list is read again after the save; its answer is still on its way.
    serve(() => (++reads === 1 ? okResponse(page([old])) : new Promise(() => undefined)));
    renderList();
    await screen.findByRole('button', { name: 'old · X' });
    expect(screen.getByText('1 place')).toBeInTheDocument();
    const fresh = placed({ unitNumber: 'new', region: 'Y' });
    act(() => bus.emit('marker:saved', { marker: fresh }));
    await waitFor(() => expect(cardButtons(false)[0]).toHaveAccessibleName('new · Y'));
    expect(screen.getByText('2 places')).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
