/**
 * The page's state in its URL (shared useViewState), read once for the whole map: every part
 * of the map reads and changes it through one instance, so two changes made in one tick (a
 * pin's selection and the view it settles on) both count.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigationType, type NavigationType } from 'react-router-dom';
import { APP_PATHS, useViewState, type MapView, type ViewStateControls } from 'shared';

export interface MapViewState extends ViewStateControls {
  /**
   * Whether the URL is the map page's own (`/`, `/places/{id}`). Over a dialog with a path of
   * its own (`/newComment`, `/auth`) the map neither follows nor writes the URL: Back returns
   * to the map page's entry, which is what counts.
   */
  onMapPage: boolean;
  /** POP: the page was loaded or the user went Back/Forward (no part of the page moved). */
  navigationType: NavigationType;
}

const ViewStateContext = createContext<MapViewState | null>(null);

export function ViewStateProvider({ children }: { children: ReactNode }) {
  const controls = useViewState();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const { state, detailsId, update, openDetails, closeDetails } = controls;
  const onMapPage = pathname === APP_PATHS.map || detailsId !== null;
  const value = useMemo(
    () => ({ state, detailsId, update, openDetails, closeDetails, onMapPage, navigationType }),
    [state, detailsId, update, openDetails, closeDetails, onMapPage, navigationType],
  );
  return <ViewStateContext.Provider value={value}>{children}</ViewStateContext.Provider>;
}

export function useMapViewState(): MapViewState {
  const value = useContext(ViewStateContext);
  if (!value) throw new Error('useMapViewState must be used inside <ViewStateProvider>.');
  return value;
}

/** How many screen pixels two views' centres may differ by and still be the same view. */
const SAME_VIEW_PIXELS = 2;

/**
 * Whether two views look the same: the same zoom and centres within a couple of pixels. The
 * URL keeps a position to about a pixel, and Leaflet puts a centre on whole pixels, so a view
 * read back from the URL (or the starting view) is never exactly the map's.
 */
export function sameView(a: MapView, b: MapView): boolean {
  if (Math.abs(a.zoom - b.zoom) >= 0.01) return false;
  // Degrees of longitude per pixel; a pixel spans fewer degrees of latitude, never more.
  const tolerance = (SAME_VIEW_PIXELS * 360) / (256 * 2 ** a.zoom);
  return Math.abs(a.lat - b.lat) <= tolerance && Math.abs(a.lon - b.lon) <= tolerance;
}
