import { act, screen, waitFor } from '@testing-library/react';
import { apiClient, bus, tokenService, type SavedMarkerComment } from 'shared';
import { okResponse, page, savedMarker } from '../../../../test/api-mocks';
import { renderInRouter } from '../../../testing/router';
import { SavedMarkersList } from './saved-markers-list';

const LIST_PATH = '/marker/marker-comments/list';

function placed(n: number, overrides: Partial<SavedMarkerComment> = {}) {
  return savedMarker({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdDate: '2026-11-20T10:00:00.000Z',
    modifiedDate: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
  tokenService.clear();
});

/**
 * Answers /config and the list: `first` for the first read, then `later()` for each read
 * again (by default one that never answers, so what shows is the list's own change at once).
 */
function serveList(first: SavedMarkerComment[], later?: () => SavedMarkerComment[]) {
  let reads = 0;
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/config') return okResponse({ tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' });
    if (url !== LIST_PATH) throw new Error(`unexpected ${url}`);
    reads += 1;
    if (reads === 1) return okResponse(page(first));
    return later ? okResponse(page(later())) : new Promise(() => undefined);
  });
  return { get, reads: () => reads };
}

describe('the saved list follows its authors', () => {
  it("shows an edited comment as it is now, marked 'edited', and drops a deleted one", async () => {
    const first = placed(1, { unitNumber: 'one', region: 'A', comment: 'before' });
    const second = placed(2, { unitNumber: 'two', region: 'B' });
    const { reads } = serveList([first, second]);
    renderInRouter(<SavedMarkersList onOpenDetails={jest.fn()} />, '/?list=everywhere');
    await screen.findByRole('button', { name: 'one · A' });
    expect(screen.getByText('2 places')).toBeInTheDocument();
    expect(screen.queryByTestId('edited-mark')).not.toBeInTheDocument();

    act(() =>
      bus.emit('marker:changed', {
        marker: { ...first, comment: 'after', modifiedDate: '2026-11-21T10:00:00.000Z' },
      }),
    );
    // The cache tells the list a moment later (TanStack's notify batch).
    expect(await screen.findByText('“after”')).toBeInTheDocument();
    expect(screen.getByTestId('edited-mark')).toHaveTextContent('edited');
    // The cache reads the list again too (its answer is still on its way here).
    expect(reads()).toBe(2);

    act(() => bus.emit('marker:deleted', { id: second.id }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'two · B' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 place')).toBeInTheDocument();
  });

  it('takes out a comment an edit sent to a moderator (held): the list is what everyone reads', async () => {
    const first = placed(1, { unitNumber: 'one', region: 'A' });
    const second = placed(2, { unitNumber: 'two', region: 'B' });
    const { reads } = serveList([first, second]);
    renderInRouter(<SavedMarkersList onOpenDetails={jest.fn()} />, '/?list=everywhere');
    await screen.findByRole('button', { name: 'one · A' });

    act(() =>
      bus.emit('marker:changed', {
        marker: {
          ...first,
          comment: 'call 0412 345 678',
          moderation: {
            status: 'held',
            holdReasons: ['personal-information'],
            reason: null,
            reviewRequested: false,
          },
        },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'one · A' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'two · B' })).toBeInTheDocument();
    expect(screen.getByText('1 place')).toBeInTheDocument();
    // Taken out at once, before the list read again answers.
    expect(reads()).toBe(2);
  });
});

describe('the saved list follows moderators', () => {
  it('reads the list again when a moderator hides a comment, and it goes', async () => {
    const first = placed(1, { unitNumber: 'one', region: 'A' });
    const second = placed(2, { unitNumber: 'two', region: 'B' });
    const { reads } = serveList([first, second], () => [second]);
    renderInRouter(<SavedMarkersList onOpenDetails={jest.fn()} />, '/?list=everywhere');
    await screen.findByRole('button', { name: 'one · A' });
    expect(screen.getByText('2 places')).toBeInTheDocument();

    act(() => bus.emit('comment:moderated', { id: first.id }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'one · A' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'two · B' })).toBeInTheDocument();
    expect(screen.getByText('1 place')).toBeInTheDocument();
    expect(reads()).toBe(2);
  });
});
