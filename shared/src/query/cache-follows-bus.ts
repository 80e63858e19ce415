import {
  distinctUntilChanged,
  map,
  merge,
  pairwise,
  type Observable,
  type Subscription,
} from 'rxjs';
import type { QueryClient } from '@tanstack/react-query';
import type { SavedMarkerComment } from '../contract';
import type { EventBus } from '../bus/bus';
import { queryKeys } from './keys';

/** What each comment event does to the cache: which comment, and whether to refetch now. */
interface Change {
  id: string;
  /** A like is told before the API has it: the cached comment takes its counts at once. */
  liked?: { likeCount: number; likedByMe: boolean };
}

/**
 * The bus says what changed and the cache reads it again: a comment saved, edited, deleted,
 * liked or moderated makes that comment, every list of comments and the clusters stale, so whatever shows
 * them refetches (what is not shown refetches when it is next shown). A like is the exception
 * to refetching at once: its event comes before the API has the like (then again with the
 * API's answer), so a refetch could bring back the count from before; the cached comment takes
 * the event's counts and the rest is only marked stale. One subscription for the page; the
 * returned one ends it.
 */
export function connectCacheToBus(bus: EventBus, client: QueryClient): Subscription {
  const changes = merge(
    merge(bus.on('marker:saved'), bus.on('marker:changed')).pipe(
      map(({ marker }): Change => ({ id: marker.id })),
    ),
    merge(bus.on('marker:deleted'), bus.on('comment:moderated')).pipe(
      map(({ id }): Change => ({ id })),
    ),
    bus
      .on('marker:liked')
      .pipe(
        map(({ id, likeCount, likedByMe }): Change => ({ id, liked: { likeCount, likedByMe } })),
      ),
  );
  return changes.subscribe(({ id, liked }) => {
    if (liked) {
      client.setQueryData<SavedMarkerComment>(queryKeys.comment(id), (cached) =>
        cached ? { ...cached, ...liked } : cached,
      );
    }
    const refetchType = liked ? 'none' : 'active';
    for (const queryKey of [queryKeys.comment(id), queryKeys.comments, queryKeys.clusters]) {
      void client.invalidateQueries({ queryKey, refetchType });
    }
  });
}

/**
 * What the cache holds is what one user may see (their comments, their likes, their areas):
 * when someone else signs in, or the user signs out, it is all read again, so the next person
 * at a shared computer never sees the last one's.
 */
export function connectCacheToSession(
  state$: Observable<{ user: { id: string } | null }>,
  client: QueryClient,
): Subscription {
  return state$
    .pipe(
      map((state) => state.user?.id ?? null),
      distinctUntilChanged(),
      pairwise(),
    )
    .subscribe(() => void client.resetQueries());
}
