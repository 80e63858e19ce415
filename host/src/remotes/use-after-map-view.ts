import { startTransition, useEffect, useState } from 'react';
import { filter, merge, take, timer } from 'rxjs';
import { bus } from 'shared';

/**
 * The longest a part waits for the map: past it, it loads anyway (the map is slow, or its
 * clusters never answered).
 */
export const MAP_VIEW_WAIT_MS = 4_000;

/**
 * False until the map has shown its first view ('map:view', which the list follows anyway),
 * failed to load, or kept the page waiting MAP_VIEW_WAIT_MS; then true. What waits on it loads
 * after the map, so the map's scripts and first tiles — the page's largest paint — do not
 * share the phone's bandwidth and CPU with it. Always true when not `enabled`.
 */
export function useAfterMapView(enabled: boolean): boolean {
  const [ready, setReady] = useState(
    () =>
      !enabled ||
      bus.latest('map:view') !== undefined ||
      mapFailed(bus.latest('remote:load-failed')),
  );
  useEffect(() => {
    if (ready) return undefined;
    const subscription = merge(
      bus.on('map:view'),
      bus.on('remote:load-failed').pipe(filter(mapFailed)),
      timer(MAP_VIEW_WAIT_MS),
    )
      .pipe(take(1))
      // A transition: the parts that waited render in slices, between which the map stays
      // responsive (no long task for Total Blocking Time).
      .subscribe(() => startTransition(() => setReady(true)));
    return () => subscription.unsubscribe();
  }, [ready]);
  return ready;
}

function mapFailed(failure: { remote: string } | undefined): boolean {
  return failure?.remote === 'remote-map';
}
