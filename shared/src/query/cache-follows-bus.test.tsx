import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import type { SavedMarkerComment } from '../contract';
import { EventBus } from '../bus/bus';
import { BehaviorSubject } from 'rxjs';
import { connectCacheToBus, connectCacheToSession } from './cache-follows-bus';
import { queryKeys } from './keys';
import { DataProvider } from './query-client';

const comment = (id: string) =>
  ({ id, likeCount: 1, likedByMe: false }) as unknown as SavedMarkerComment;

/** A cache holding comment A, comment B, two lists and the clusters, each answered once. */
function setUp() {
  const bus = new EventBus();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.comment('a'), comment('a'));
  client.setQueryData(queryKeys.comment('b'), comment('b'));
  client.setQueryData([...queryKeys.comments, 'saved-list', { type: 'rent' }], []);
  client.setQueryData([...queryKeys.comments, 'mine'], []);
  client.setQueryData([...queryKeys.clusters, 'view'], {});
  const subscription = connectCacheToBus(bus, client);
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => JSON.stringify(query.queryKey))
      .sort();
  return { bus, client, subscription, stale };
}

const changedA = [
  JSON.stringify([...queryKeys.clusters, 'view']),
  JSON.stringify(['comment', 'a']),
  JSON.stringify(['comments', 'mine']),
  JSON.stringify(['comments', 'saved-list', { type: 'rent' }]),
].sort();

describe('connectCacheToBus', () => {
  it.each([
    ['saved', (bus: EventBus) => bus.emit('marker:saved', { marker: comment('a') })],
    ['edited', (bus: EventBus) => bus.emit('marker:changed', { marker: comment('a') })],
    ['deleted', (bus: EventBus) => bus.emit('marker:deleted', { id: 'a' })],
    ['moderated', (bus: EventBus) => bus.emit('comment:moderated', { id: 'a' })],
    [
      'liked',
      (bus: EventBus) => bus.emit('marker:liked', { id: 'a', likeCount: 2, likedByMe: true }),
    ],
  ])('a comment %s: it, every list and the clusters go stale, no other comment', (_, emit) => {
    const { bus, stale, subscription } = setUp();
    expect(stale()).toEqual([]);
    emit(bus);
    expect(stale()).toEqual(changedA);
    subscription.unsubscribe();
  });

  it('a like shows at once in the cached comment, without refetching what is shown', () => {
    const { bus, client, subscription } = setUp();
    const refetch = jest.spyOn(client, 'refetchQueries');
    bus.emit('marker:liked', { id: 'a', likeCount: 2, likedByMe: true });
    expect(client.getQueryData(queryKeys.comment('a'))).toMatchObject({
      likeCount: 2,
      likedByMe: true,
    });
    expect(client.getQueryData(queryKeys.comment('b'))).toMatchObject({ likeCount: 1 });
    expect(refetch).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('refetches a shown comment when it is edited', async () => {
    const { bus, client, subscription } = setUp();
    const queryFn = jest.fn().mockResolvedValue({ ...comment('a'), likeCount: 5 });
    // Shown: a component reads it (fresh, so only the bus makes it refetch).
    const { result } = renderHook(
      () => useQuery({ queryKey: queryKeys.comment('a'), queryFn, staleTime: Infinity }),
      { wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider> },
    );
    expect(queryFn).not.toHaveBeenCalled();
    act(() => bus.emit('marker:changed', { marker: comment('a') }));
    await waitFor(() => expect(result.current.data).toMatchObject({ likeCount: 5 }));
    expect(queryFn).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it('stops when its subscription ends', () => {
    const { bus, stale, subscription } = setUp();
    subscription.unsubscribe();
    bus.emit('marker:deleted', { id: 'a' });
    expect(stale()).toEqual([]);
  });
});

describe('connectCacheToSession', () => {
  it('reads everything again when another user signs in or the user signs out, not before', () => {
    const { client, stale, subscription: bus } = setUp();
    const state$ = new BehaviorSubject<{ user: { id: string } | null }>({ user: { id: 'u1' } });
    const subscription = connectCacheToSession(state$, client);
    state$.next({ user: { id: 'u1' } });
    expect(stale()).toEqual([]);
    state$.next({ user: null });
    expect(client.getQueryData(queryKeys.comment('a'))).toBeUndefined();
    expect(client.getQueryData([...queryKeys.comments, 'mine'])).toBeUndefined();
    subscription.unsubscribe();
    bus.unsubscribe();
  });
});
