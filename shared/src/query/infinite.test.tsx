import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { EventBus } from '../bus/bus';
import { connectCacheToBus } from './cache-follows-bus';
import { itemsOfPages, useCursorPages, type CursorPage } from './infinite';
import { queryKeys } from './keys';
import { DataProvider } from './query-client';

type Page = CursorPage<{ id: string }>;

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children?: React.ReactNode }) => (
    <DataProvider client={client}>{children}</DataProvider>
  );
  return { client, wrapper };
}

describe('useCursorPages', () => {
  it("keeps the previous key's pages shown while the new key's first page loads", async () => {
    const { wrapper } = setUp();
    const answers: Record<string, (page: Page) => void> = {};
    const signals: Record<string, AbortSignal> = {};
    const { result, rerender } = renderHook(
      ({ area }: { area: string }) =>
        useCursorPages<Page>({
          queryKey: [...queryKeys.comments, 'test', area],
          page: (_cursor, signal) => {
            signals[area] = signal;
            return new Promise((resolve) => (answers[area] = resolve));
          },
          placeholderData: (previous) => previous,
        }),
      { wrapper, initialProps: { area: 'a' } },
    );
    act(() => answers.a!({ content: [{ id: 'a1' }], nextCursor: null }));
    await waitFor(() => expect(result.current.data?.pages[0]?.content).toEqual([{ id: 'a1' }]));

    rerender({ area: 'b' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(itemsOfPages(result.current.data?.pages, (item) => item.id)).toEqual([{ id: 'a1' }]);
    rerender({ area: 'c' });
    // The request for a key left behind is aborted.
    expect(signals.b!.aborted).toBe(true);
    act(() => answers.c!({ content: [{ id: 'c1' }], nextCursor: null }));
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.pages[0]?.content).toEqual([{ id: 'c1' }]);
  });

  it('reads every loaded page again when the bus says a comment changed', async () => {
    const { client, wrapper } = setUp();
    const bus = new EventBus();
    const subscription = connectCacheToBus(bus, client);
    let round = 0;
    const page = jest.fn(async (cursor: string | null): Promise<Page> =>
      cursor === null
        ? { content: [{ id: `first-${round}` }], nextCursor: 'next' }
        : { content: [{ id: `second-${round}` }], nextCursor: null },
    );
    const { result } = renderHook(
      () =>
        useCursorPages<Page>({
          queryKey: [...queryKeys.comments, 'test'],
          page,
          staleTime: Infinity,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    expect(page).toHaveBeenCalledTimes(2);

    round = 1;
    act(() => bus.emit('comment:moderated', { id: 'first-0' }));
    await waitFor(() =>
      expect(itemsOfPages(result.current.data?.pages, (item) => item.id)).toEqual([
        { id: 'first-1' },
        { id: 'second-1' },
      ]),
    );
    expect(page.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'next', null, 'next']);
    subscription.unsubscribe();
  });
});
