import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms: what typing settles on, so work that
 * follows the text (a check, a request) runs at a pause, not at every key. Until the first
 * pause it is `initial`.
 */
export function useSettled<T, I = undefined>(value: T, delay: number, initial?: I): T | I {
  const [settled, setSettled] = useState<T | I>(initial as I);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
