import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submit that found errors, focus goes to the first field in error, so keyboard and
 * screen-reader users land where the problem is.
 */
export function useFocusFirstError<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const focusFirstError = useCallback(() => setAttempt((n) => n + 1), []);
  return [ref, focusFirstError] as const;
}
