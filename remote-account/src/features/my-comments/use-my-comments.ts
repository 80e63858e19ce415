import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ROUTES,
  api,
  bus,
  errorText,
  pathUnderApi,
  type MyCommentsPage,
  type SavedMarkerComment,
} from 'shared';
import { MY_COMMENTS_UI } from './texts';

export const MY_COMMENTS_PATH = pathUnderApi(ROUTES.myComments);

export function commentPath(id: string): string {
  return pathUnderApi(ROUTES.deleteMarkerComment).replace(':id', encodeURIComponent(id));
}

export type MyComments =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | {
      status: 'ready';
      comments: SavedMarkerComment[];
      total: number;
      hasMore: boolean;
      loadingMore: boolean;
      loadMore: () => void;
      remove: (id: string) => Promise<void>;
    };

/**
 * The signed-in user's comments, newest first, a page at a time (GET /api/users/me/comments,
 * keyset by cursor). An edit made in the Edit Comment dialog ('marker:changed') replaces the
 * comment in place; a delete ('marker:deleted', from here or anywhere) removes it.
 */
export function useMyComments(enabled: boolean): MyComments {
  const [comments, setComments] = useState<SavedMarkerComment[] | null>(null);
  const [total, setTotal] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    setError(null);
    setComments(null);
    api.get<MyCommentsPage>(MY_COMMENTS_PATH).then(
      (page) => {
        if (!alive.current) return;
        setComments(page.content);
        setTotal(page.totalElements);
        setCursor(page.nextCursor);
      },
      (failure: unknown) => {
        if (alive.current) setError(errorText(failure, MY_COMMENTS_UI.loadFailed));
      },
    );
  }, [enabled, attempt]);

  useEffect(() => {
    const changed = bus.on('marker:changed').subscribe(({ marker }) => {
      setComments(
        (current) =>
          current?.map((comment) =>
            comment.id === marker.id ? { ...comment, ...marker } : comment,
          ) ?? current,
      );
    });
    const deleted = bus.on('marker:deleted').subscribe(({ id }) => {
      setComments((current) => {
        if (!current?.some((comment) => comment.id === id)) return current;
        setTotal((count) => Math.max(0, count - 1));
        return current.filter((comment) => comment.id !== id);
      });
    });
    return () => {
      changed.unsubscribe();
      deleted.unsubscribe();
    };
  }, []);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    api.get<MyCommentsPage>(MY_COMMENTS_PATH, { params: { cursor } }).then(
      (page) => {
        if (!alive.current) return;
        setComments((current) => [
          ...(current ?? []),
          ...page.content.filter((comment) => !current?.some((c) => c.id === comment.id)),
        ]);
        setCursor(page.nextCursor);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (!alive.current) return;
        setLoadingMore(false);
        setError(errorText(failure, MY_COMMENTS_UI.loadFailed));
      },
    );
  }, [cursor, loadingMore]);

  const remove = useCallback(async (id: string) => {
    await api.delete(commentPath(id));
    bus.emit('marker:deleted', { id });
  }, []);

  if (error) return { status: 'error', message: error, retry: () => setAttempt((n) => n + 1) };
  if (!comments) return { status: 'loading' };
  return {
    status: 'ready',
    comments,
    total,
    hasMore: cursor !== null,
    loadingMore,
    loadMore,
    remove,
  };
}
