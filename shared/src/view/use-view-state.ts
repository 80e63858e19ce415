import { useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router-dom';
import { APP_PATHS } from '../contract/app-routes';
import {
  formatViewSearch,
  parseViewSearch,
  placeIdOf,
  placePath,
  type ViewState,
} from '../contract/view-url';

/** Set in the history entry of a details page opened from inside the app. */
const OPENED_IN_APP = 'rentmap:opened-in-app';

export interface ViewStateControls {
  /** What the URL says is on screen. */
  state: ViewState;
  /** The comment whose details are open (`/places/{id}`), else null. */
  detailsId: string | null;
  /**
   * Changes part of the state. `replace` (the map's moves, text being typed) changes the
   * current history entry; otherwise Back returns to the state before.
   */
  update: (change: Partial<ViewState>, options?: { replace?: boolean }) => void;
  /** Opens a comment's details (`/places/{id}`, a new history entry) and selects it. */
  openDetails: (id: string) => void;
  /** Closes the details: Back when they were opened here, else the map page in their place. */
  closeDetails: () => void;
}

interface Entry {
  pathname: string;
  search: string;
  entry: unknown;
}

/**
 * The page the history is on. React shows a navigation as a transition, so a part's
 * `useLocation()` can lag behind the history (while a remote's code loads, for one); a change
 * built on the path before would undo the navigation (the map settling would close the
 * details the list had just opened, or the dialog the popup had just opened). The browser
 * and memory histories say where they are; a router whose history does not, gives null.
 */
function livePage(navigator: unknown): Pick<Entry, 'pathname' | 'entry'> | null {
  const location = (navigator as { location?: { pathname?: unknown; state?: unknown } }).location;
  if (!location || typeof location.pathname !== 'string') return null;
  return { pathname: location.pathname, entry: location.state };
}

/**
 * The map page's state in its URL (shared/contract/view-url.ts), for every part of the page:
 * the map, the list and the dialogs each read and change it here, so the URL is the one
 * place the page's state lives and no part owns another's.
 */
export function useViewState(): ViewStateControls {
  const location = useLocation();
  const navigate = useNavigate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const state = useMemo(() => parseViewSearch(location.search), [location.search]);
  const detailsId = placeIdOf(location.pathname);

  // Where a change starts from: the query this part last saw or wrote, so two changes in one
  // tick (the map settling while a filter is chosen) both count, on the page the history is
  // on. Kept in a layout effect: a part's own effects (children's run first) that change the
  // state right after a navigation (Back) build on the new URL. The query is the part's own
  // view on purpose: the map's and the list's two-way syncs each compare the URL with what
  // they last rendered, and building on each other's writes before rendering them makes
  // them undo each other.
  const latest = useRef<Entry>({
    pathname: location.pathname,
    search: location.search,
    entry: location.state,
  });
  useLayoutEffect(() => {
    latest.current = {
      pathname: location.pathname,
      search: location.search,
      entry: location.state,
    };
  }, [location.pathname, location.search, location.state]);

  const currentEntry = useCallback((): Entry => {
    const page = livePage(navigator);
    return page ? { ...latest.current, ...page } : latest.current;
  }, [navigator]);

  const update = useCallback(
    (change: Partial<ViewState>, { replace = false }: { replace?: boolean } = {}) => {
      const current = currentEntry();
      const next = formatViewSearch({ ...parseViewSearch(current.search), ...change });
      const search = next ? `?${next}` : '';
      if (search === current.search) return;
      latest.current = { ...current, search };
      // A replaced entry keeps what it knew (whether its details were opened here).
      navigate(
        { pathname: current.pathname, search },
        { replace, state: replace ? current.entry : undefined },
      );
    },
    [navigate, currentEntry],
  );

  const openDetails = useCallback(
    (id: string) => {
      const current = currentEntry();
      const next = formatViewSearch({ ...parseViewSearch(current.search), place: id });
      const search = next ? `?${next}` : '';
      const pathname = placePath(id);
      const entry = { [OPENED_IN_APP]: true };
      latest.current = { pathname, search, entry };
      navigate({ pathname, search }, { state: entry });
    },
    [navigate, currentEntry],
  );

  const openedInApp = Boolean((location.state as Record<string, unknown> | null)?.[OPENED_IN_APP]);
  const closeDetails = useCallback(() => {
    if (openedInApp) {
      navigate(-1);
      return;
    }
    const current = currentEntry();
    latest.current = { pathname: APP_PATHS.map, search: current.search, entry: null };
    navigate({ pathname: APP_PATHS.map, search: current.search }, { replace: true });
  }, [navigate, openedInApp, currentEntry]);

  return { state, detailsId, update, openDetails, closeDetails };
}
