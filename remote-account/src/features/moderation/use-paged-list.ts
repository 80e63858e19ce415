import { useCallback, useState } from 'react';
import { errorText } from 'shared';
import { useLoaded, type NotReady } from '../../components/use-loaded';

interface Page<T> {
  content: T[];
  nextCursor: string | null;
}

export type PagedList<T> =
  | NotReady
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
  const first = useCallback(() => load(null), [load]);
  const { value: loaded, setValue: setLoaded, notReady, alive } = useLoaded(true, first, failed);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const cursor = loaded?.nextCursor ?? null;

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    load(cursor).then(
      (page) => {
        if (!alive.current) return;
        const key = keyOf;
        setLoaded((current) => {
          const shown = new Set((current?.content ?? []).map(key));
          return {
            content: [
              ...(current?.content ?? []),
              ...page.content.filter((item) => !shown.has(key(item))),
            ],
            nextCursor: page.nextCursor,
          };
        });
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (!alive.current) return;
        setLoadingMore(false);
        setMoreError(errorText(failure, failed));
      },
    );
  }, [load, keyOf, failed, cursor, loadingMore, alive, setLoaded]);

  const replace = useCallback(
    (item: T) => {
      const key = keyOf;
      setLoaded(
        (current) =>
          current && {
            ...current,
            content: current.content.map((old) => (key(old) === key(item) ? item : old)),
          },
      );
    },
    [keyOf, setLoaded],
  );

  if (notReady || !loaded) return notReady ?? { status: 'loading' };
  return {
    status: 'ready',
    items: loaded.content,
    hasMore: cursor !== null,
    loadingMore,
    moreError,
    loadMore,
    replace,
  };
}
