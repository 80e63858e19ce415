import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from 'shared';

interface Page<T> {
  content: T[];
  nextCursor: string | null;
}

export type PagedList<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | {
      status: 'ready';
      items: T[];
      hasMore: boolean;
      loadingMore: boolean;
      /** A failed "Load more": the items stay, the button stays. */
      moreError: string | null;
      loadMore: () => void;
      /** Puts a changed item in its place (matched by `keyOf`). */
      replace: (item: T) => void;
    };

/**
 * A list read a page at a time by cursor (the moderation queue, the audit log): the first page
 * on mount, the next on "Load more", items already shown not repeated. `load`, `keyOf` and
 * `failed` are meant to be stable (module-level): a new one reads the list again.
 */
export function usePagedList<T>(
  load: (cursor: string | null) => Promise<Page<T>>,
  keyOf: (item: T) => string,
  failed: string,
): PagedList<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
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
    load(null).then(
      (page) => {
        if (!alive.current) return;
        setItems(page.content);
        setCursor(page.nextCursor);
      },
      (failure: unknown) => {
        if (alive.current) setError(errorText(failure, failed));
      },
    );
  }, [load, failed, attempt]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    load(cursor).then(
      (page) => {
        if (!alive.current) return;
        const key = keyOf;
        setItems((current) => {
          const shown = new Set((current ?? []).map(key));
          return [...(current ?? []), ...page.content.filter((item) => !shown.has(key(item)))];
        });
        setCursor(page.nextCursor);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (!alive.current) return;
        setLoadingMore(false);
        setMoreError(errorText(failure, failed));
      },
    );
  }, [load, keyOf, failed, cursor, loadingMore]);

  const replace = useCallback(
    (item: T) => {
      const key = keyOf;
      setItems((current) => current && current.map((old) => (key(old) === key(item) ? item : old)));
    },
    [keyOf],
  );

  const retry = useCallback(() => {
    setError(null);
    setItems(null);
    setAttempt((n) => n + 1);
  }, []);

  if (error) return { status: 'error', message: error, retry };
  if (!items) return { status: 'loading' };
  return {
    status: 'ready',
    items,
    hasMore: cursor !== null,
    loadingMore,
    moreError,
    loadMore,
    replace,
  };
}
