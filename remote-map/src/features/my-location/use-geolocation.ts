import { useCallback, useEffect, useRef, useState } from 'react';

export type GeolocationFailure = 'denied' | 'unavailable' | 'unsupported';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; lat: number; lon: number; accuracy: number }
  | { status: 'failed'; failure: GeolocationFailure };

/** A fix good enough for a map at suburb zoom; a minute-old one is still where the user is. */
const OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 };

/**
 * The browser's Geolocation API, asked once per `locate()` (the browser shows its own prompt
 * the first time). Answers that arrive after unmounting are dropped.
 */
export function useGeolocation(): GeolocationState & { locate: () => void; clear: () => void } {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'failed', failure: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!mounted.current) return;
        setState({
          status: 'located',
          lat: coords.latitude,
          lon: coords.longitude,
          accuracy: coords.accuracy,
        });
      },
      (error) => {
        if (!mounted.current) return;
        // PERMISSION_DENIED is 1; POSITION_UNAVAILABLE (2) and TIMEOUT (3) read the same to
        // the user: no position this time, try again.
        setState({ status: 'failed', failure: error.code === 1 ? 'denied' : 'unavailable' });
      },
      OPTIONS,
    );
  }, []);

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { ...state, locate, clear };
}
