import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, bus, tokenService, type BusEvents } from 'shared';
import {
  failureBody,
  httpError,
  networkError,
  okResponse,
  page,
  savedMarker,
} from '../../../testing/api-mocks';
import { formatDateTime } from '../../../lib/format';
import { SavedMarkersList } from './saved-markers-list';

function renderList(onOpenDetails = jest.fn()) {
  render(<SavedMarkersList onOpenDetails={onOpenDetails} />);
  return { onOpenDetails };
}

function record<K extends keyof BusEvents>(event: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  const subscription = bus.on(event).subscribe((payload) => seen.push(payload));
  afterEachCleanups.push(() => subscription.unsubscribe());
  return seen;
}

const afterEachCleanups: (() => void)[] = [];

afterEach(() => {
  afterEachCleanups.splice(0).forEach((cleanup) => cleanup());
  tokenService.clear();
});

describe('SavedMarkersList states', () => {
  it('asks for the first page of 20 without a token and shows loading meanwhile', async () => {
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
    renderList();
    expect(screen.getByText('Loading markers...')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/marker/marker-comments/list',
      expect.objectContaining({ params: { page: 0, size: 20 }, skipAuth: true }),
    );
  });

  it('shows the empty state', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(page([])));
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
    const get = jest.spyOn(apiClient, 'get');
    if (outcome instanceof Error) get.mockRejectedValue(outcome);
    else get.mockResolvedValue(outcome);
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading markers');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tries again on request', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(okResponse(page([savedMarker({ unitNumber: '7' })])));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^7/ })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Error loading markers')).not.toBeInTheDocument();
  });
});

describe('SavedMarkersList cards', () => {
  it('shows unit and region, type badge, address, quoted comment, date and coordinates', async () => {
    const marker = savedMarker({
      unitNumber: '12',
      region: 'Surry Hills',
      locationType: 'Villa',
      fullAddress: '1 Crown St, Surry Hills NSW 2010',
      comment: 'Sunny and quiet',
      createdDate: '2024-03-05T22:15:00Z',
      lat: -33.885,
      lon: 151.2111,
    });
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(page([marker])));
    renderList();
    const card = await screen.findByRole('button', { name: '12 · Surry Hills' });
    expect(card).toHaveTextContent('Villa');
    expect(card).toHaveTextContent('1 Crown St, Surry Hills NSW 2010');
    expect(card).toHaveTextContent('“Sunny and quiet”');
    expect(card).toHaveTextContent(`Added: ${formatDateTime('2024-03-05T22:15:00Z')}`);
    expect(card).toHaveTextContent('-33.885000, 151.211100');
  });

  it('selects a card, then deselects it, telling the map each time', async () => {
    const marker = savedMarker({ unitNumber: '3', region: 'Newtown', lat: -33.9, lon: 151.18 });
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(page([marker, savedMarker()])));
    const selections = record('marker:select');
    renderList();
    const card = await screen.findByRole('button', { name: '3 · Newtown' });
    expect(card).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(card.closest('li')).toHaveClass('selected');
    expect(screen.getByText('Marker selected')).toBeInTheDocument();
    expect(selections).toEqual([{ id: marker.id, position: { lat: -33.9, lon: 151.18 } }]);

    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Marker selected')).not.toBeInTheDocument();
    expect(selections[1]).toEqual({ id: null });
  });

  it('is keyboard operable and clears the selection from the banner', async () => {
    const marker = savedMarker({ unitNumber: '9', region: 'Glebe' });
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(page([marker])));
    const selections = record('marker:select');
    renderList();
    const card = await screen.findByRole('button', { name: '9 · Glebe' });
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(card).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(selections.at(-1)).toEqual({ id: null });
  });

  it('follows a selection cleared elsewhere (the map)', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(okResponse(page([savedMarker({ unitNumber: '1', region: 'A' })])));
    renderList();
    const card = await screen.findByRole('button', { name: '1 · A' });
    await userEvent.click(card);
    act(() => bus.emit('marker:select', { id: null }));
    expect(card).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('SavedMarkersList eye button', () => {
  it('is disabled with a sign-in hint for anonymous users, whose click asks to sign in', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(page([savedMarker()])));
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
    const marker = savedMarker();
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(page([marker])));
    const selections = record('marker:select');
    const { onOpenDetails } = renderList();
    const eye = await screen.findByRole('button', { name: 'View details' });
    expect(eye).toBeEnabled();
    await userEvent.click(eye);
    expect(onOpenDetails).toHaveBeenCalledWith(marker);
    expect(selections).toEqual([]);
  });

  it('follows sign-in state while shown', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(okResponse(page([savedMarker()])));
    renderList();
    const eye = await screen.findByRole('button', { name: 'View details' });
    expect(eye).toBeDisabled();
    act(() => tokenService.setSession({ accessToken: 'a', refreshToken: 'r' }));
    expect(screen.getByRole('button', { name: 'View details' })).toBeEnabled();
  });
});

describe('SavedMarkersList paging and new comments', () => {
  it('loads more pages by cursor and appends them without duplicates', async () => {
    const first = Array.from({ length: 20 }, () => savedMarker());
    const second = [first[19]!, savedMarker({ unitNumber: 'last', region: 'End' })];
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(
        okResponse({
          ...page(first, { totalPages: 2, totalElements: 21 }),
          nextCursor: 'after-20',
        }),
      )
      .mockResolvedValueOnce(
        okResponse({
          ...page(second, { page: 0, totalPages: 2, totalElements: 21 }),
          nextCursor: null,
        }),
      );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'last · End' })).toBeInTheDocument();
    // The next page is asked for by the previous page's cursor, never by an offset.
    expect(get).toHaveBeenLastCalledWith(
      '/marker/marker-comments/list',
      expect.objectContaining({ params: { cursor: 'after-20', size: 20 }, skipAuth: true }),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(21);
    expect(screen.getByTitle('21 saved')).toHaveTextContent('21');
    // A null cursor is the last page.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("follows each page's cursor deep into the list, and tries the same page again after a failure", async () => {
    const pages = [0, 1, 2].map((n) =>
      Array.from({ length: 20 }, (_, i) => savedMarker({ unitNumber: `${n}-${i}`, region: 'R' })),
    );
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(okResponse({ ...page(pages[0]!), nextCursor: 'c1' }))
      .mockResolvedValueOnce(okResponse({ ...page(pages[1]!), nextCursor: 'c2' }))
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(okResponse({ ...page(pages[2]!), nextCursor: null }));
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: '1-19 · R' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while fetching markers');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: '2-19 · R' });

    const params = get.mock.calls.map(([, config]) => (config as { params: unknown }).params);
    expect(params).toEqual([
      { page: 0, size: 20 },
      { cursor: 'c1', size: 20 },
      { cursor: 'c2', size: 20 },
      { cursor: 'c2', size: 20 },
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('puts a comment saved anywhere on the page at the top', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(okResponse(page([savedMarker({ unitNumber: 'old', region: 'X' })])));
    renderList();
    await screen.findByRole('button', { name: 'old · X' });
    expect(screen.getByTitle('1 saved')).toBeInTheDocument();
    const fresh = savedMarker({ unitNumber: 'new', region: 'Y' });
    act(() => bus.emit('marker:saved', { marker: fresh }));
    const cards = screen.getAllByRole('button', { pressed: false });
    expect(cards[0]).toHaveAccessibleName('new · Y');
    expect(screen.getByTitle('2 saved')).toBeInTheDocument();
  });
});
