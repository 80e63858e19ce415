import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { errorText } from 'shared';

/** What the account pages' lists show before they are ready: their first read, not yet answered, or failed. */
export type NotReady =
  { status: 'loading' } | { status: 'error'; message: string; retry: () => void };

export interface Loaded<T> {
  /** What `load` answered (then as the caller changed it); null while loading or after a failure. */
  value: T | null;
  setValue: Dispatch<SetStateAction<T | null>>;
  /** Loading, or failed (the API's message or `failed`, with a retry), or null when there is a value. */
  notReady: NotReady | null;
  /** A later read (the next page) failed: the page shows it as the first read's failure. */
  fail: (failure: unknown) => void;
  /** False once the page is gone: an answer that comes after must not set state. */
  alive: { readonly current: boolean };
}

/**
 * The first read of a list on an account page (My comments, Watched areas, the moderation
 * queue and log): it runs while `enabled`, an answer after unmount is dropped, and "Try again"
 * reads it afresh. `load` is meant to be stable (module-level or memoised): a new one reads again.
 */
export function useLoaded<T>(enabled: boolean, load: () => Promise<T>, failed: string): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
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
    load().then(
      (loaded) => {
        if (alive.current) setValue(() => loaded);
      },
      (failure: unknown) => {
        if (alive.current) setError(errorText(failure, failed));
      },
    );
  }, [enabled, load, failed, attempt]);

  const fail = useCallback((failure: unknown) => setError(errorText(failure, failed)), [failed]);

  const retry = useCallback(() => {
    setError(null);
    setValue(null);
    setAttempt((n) => n + 1);
  }, []);

  const notReady: NotReady | null = error
    ? { status: 'error', message: error, retry }
    : value === null
      ? { status: 'loading' }
      : null;
  return { value, setValue, notReady, fail, alive };
}
