import {
  formatViewSearch,
  parseViewSearch,
  readBootData,
  type BootData,
  type MapView,
} from 'shared';

/**
 * Writes the map's first view that the server chose (BootData's `view`: a shared place's page
 * opens at the place) into the page's URL, before the app reads it: the map then starts
 * there, as at any URL that names its view, instead of starting at the default view and
 * flying. A URL that names its own view keeps it. Called once, before the first render.
 */
export function openAtBootView(
  boot: Pick<BootData, 'view'> | null = readBootData(),
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'state' | 'replaceState'> = window.history,
): void {
  const view = boot?.view;
  if (!isView(view)) return;
  const state = parseViewSearch(location.search);
  if (state.view) return;
  const search = formatViewSearch({ ...state, view });
  // A view out of the URL's ranges is none (parse and format agree on them).
  if (!parseViewSearch(search).view) return;
  history.replaceState(history.state, '', `${location.pathname}?${search}${location.hash}`);
}

function isView(value: unknown): value is MapView {
  if (typeof value !== 'object' || value === null) return false;
  const { lat, lon, zoom } = value as Record<string, unknown>;
  return [lat, lon, zoom].every((n) => typeof n === 'number' && Number.isFinite(n));
}
