import { useCallback, useEffect, useState } from 'react';
import { apiErrorCode, call, bus, type SavedMarkerComment } from 'shared';
import { useLoaded, type NotReady } from '../../components/use-loaded';
import { MY_COMMENTS_UI } from './texts';

export type MyComments =
  | NotReady
  | {
      status: 'ready';
      comments: SavedMarkerComment[];
      total: number;
      hasMore: boolean;
      loadingMore: boolean;
      loadMore: () => void;
      remove: (id: string) => Promise<void>;
      /** Asks once for a hidden comment to be looked at again. */
      requestReview: (id: string) => Promise<void>;
    };

interface Loaded {
  comments: SavedMarkerComment[];
  total: number;
  cursor: string | null;
}

/** The list after `id` went: the total counts it only if it was shown. */
function without(loaded: Loaded | null, id: string): Loaded | null {
  if (!loaded?.comments.some((comment) => comment.id === id)) return loaded;
  return {
    ...loaded,
    comments: loaded.comments.filter((comment) => comment.id !== id),
    total: Math.max(0, loaded.total - 1),
  };
}

/** The list with the comment as the API now answers it (its photos' signed addresses fresh). */
function replaced(loaded: Loaded | null, comment: SavedMarkerComment): Loaded | null {
  return (
    loaded && {
      ...loaded,
      comments: loaded.comments.map((old) => (old.id === comment.id ? comment : old)),
    }
  );
}

/** The list with `id` marked as sent for review. */
function reviewRequested(loaded: Loaded | null, id: string): Loaded | null {
  return (
    loaded && {
      ...loaded,
      comments: loaded.comments.map((comment) =>
        comment.id === id && comment.moderation
          ? { ...comment, moderation: { ...comment.moderation, reviewRequested: true } }
          : comment,
      ),
    }
  );
}

/** The first page (module-level, so that useLoaded reads it once). */
const loadFirstPage = () =>
  call('myComments').then((page): Loaded => ({
    comments: page.content,
    total: page.totalElements,
    cursor: page.nextCursor,
  }));

/**
 * The signed-in user's comments, newest first, a page at a time (GET /api/users/me/comments,
 * keyset by cursor). An edit made in the Edit Comment dialog ('marker:changed') replaces the
 * comment in place; a delete ('marker:deleted', from here or anywhere) removes it.
 */
export function useMyComments(enabled: boolean): MyComments {
  const {
    value: loaded,
    setValue: setLoaded,
    notReady,
    fail,
    alive,
  } = useLoaded(enabled, loadFirstPage, MY_COMMENTS_UI.loadFailed);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    const changed = bus.on('marker:changed').subscribe(({ marker }) => {
      setLoaded(
        (current) =>
          current && {
            ...current,
            comments: current.comments.map((comment) =>
              comment.id === marker.id ? { ...comment, ...marker } : comment,
            ),
          },
      );
    });
    const deleted = bus
      .on('marker:deleted')
      .subscribe(({ id }) => setLoaded((current) => without(current, id)));
    return () => {
      changed.unsubscribe();
      deleted.unsubscribe();
    };
  }, [setLoaded]);

  const cursor = loaded?.cursor ?? null;
  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    call('myComments', { query: { cursor } }).then(
      (page) => {
        if (!alive.current) return;
        setLoaded((current) => {
          const shown = new Set(current?.comments.map((comment) => comment.id));
          return {
            comments: [
              ...(current?.comments ?? []),
              ...page.content.filter((comment) => !shown.has(comment.id)),
            ],
            total: page.totalElements,
            cursor: page.nextCursor,
          };
        });
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (!alive.current) return;
        setLoadingMore(false);
        fail(failure);
      },
    );
  }, [cursor, loadingMore, alive, setLoaded, fail]);

  const remove = useCallback(async (id: string) => {
    await call('deleteMarkerComment', { params: { id } });
    bus.emit('marker:deleted', { id });
  }, []);

  const requestReview = useCallback(
    async (id: string) => {
      try {
        const comment = await call('requestCommentReview', { params: { id } });
        if (alive.current) setLoaded((current) => replaced(current, comment));
      } catch (error) {
        // Asked already (another tab, an earlier visit): the comment says so, as if just asked.
        if (apiErrorCode(error) !== 'REVIEW_ALREADY_REQUESTED') throw error;
        if (alive.current) setLoaded((current) => reviewRequested(current, id));
      }
    },
    [alive, setLoaded],
  );

  if (notReady || !loaded) return notReady ?? { status: 'loading' };
  return {
    status: 'ready',
    comments: loaded.comments,
    total: loaded.total,
    hasMore: loaded.cursor !== null,
    loadingMore,
    loadMore,
    remove,
    requestReview,
  };
}
