import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { errorText, useDataClient } from 'shared';
import { useQuery } from '@tanstack/react-query';

/** What the account pages' lists show before they are ready: their first read, not yet answered, or failed. */
export type NotReady =
  { status: 'loading' } | { status: 'error'; message: string; retry: () => void };

export interface Loaded<T> {
  /** What `load` answered (then as the caller changed it); null while loading or after a failure. */
  value: T | null;
  /** Changes the cached answer (an item renamed, removed): every screen reading it agrees. */
  setValue: (update: SetStateAction<T | null>) => void;
  /** Loading, or failed (the API's message or `failed`, with a retry), or null when there is a value. */
  notReady: NotReady | null;
  /** A later read (the next page) failed: the page shows it as the first read's failure. */
  fail: (failure: unknown) => void;
  /** False once the page is gone: an answer that comes after must not set state. */
  alive: { readonly current: boolean };
}

/**
 * The first read of a list on an account page (My comments, Watched areas), through the page's
 * cache under `queryKey`: it runs while `enabled`, and "Try again" reads it afresh (loading
 * shows from the click). `load` is meant to be stable (module-level or memoised).
 */
export function useLoaded<T>(
  queryKey: QueryKey,
  enabled: boolean,
  load: () => Promise<T>,
  failed: string,
): Loaded<T> {
  const client = useDataClient();
  // Read afresh each time the page is shown, as before the cache.
  const query = useQuery({ queryKey, queryFn: () => load(), enabled, staleTime: 0 }, client);
  const [failure, setFailure] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const alive = useRef(true);
  const key = JSON.stringify(queryKey);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const setValue = useCallback(
    (update: SetStateAction<T | null>) => {
      client.setQueryData<T>(JSON.parse(key) as QueryKey, (current) => {
        const next =
          typeof update === 'function'
            ? (update as (previous: T | null) => T | null)(current ?? null)
            : update;
        return next ?? undefined;
      });
    },
    [client, key],
  );

  const fail = useCallback((later: unknown) => setFailure(errorText(later, failed)), [failed]);

  const retry = useCallback(() => {
    setFailure(null);
    setRetrying(true);
    void client
      .resetQueries({ queryKey: JSON.parse(key) as QueryKey })
      .finally(() => setRetrying(false));
  }, [client, key]);

  const firstFailure =
    query.error && !query.isFetching && !retrying ? errorText(query.error, failed) : null;
  const error = failure ?? firstFailure;
  const value = query.data ?? null;
  const notReady: NotReady | null = error
    ? { status: 'error', message: error, retry }
    : value === null || retrying
      ? { status: 'loading' }
      : null;
  return { value: notReady ? null : value, setValue, notReady, fail, alive };
}
